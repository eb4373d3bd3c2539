/**
 * @generated SignedSource<<2b8a1eb75097e02e027d494cd78f2781>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type happeningHead_happening$data = {
  readonly categories: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly city: {
    readonly name: string;
  } | null | undefined;
  readonly description: string | null | undefined;
  readonly image: {
    readonly alt: string | null | undefined;
    readonly url: any;
  } | null | undefined;
  readonly name: string;
  readonly summary: string | null | undefined;
  readonly " $fragmentType": "happeningHead_happening";
};
export type happeningHead_happening$key = {
  readonly " $data"?: happeningHead_happening$data;
  readonly " $fragmentSpreads": FragmentRefs<"happeningHead_happening">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "happeningHead_happening"
};

(node as any).hash = "2b2465bb8723a2ead1610d3833f74f09";

export default node;
