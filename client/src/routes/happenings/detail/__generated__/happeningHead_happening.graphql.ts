/**
 * @generated SignedSource<<86de4fdc598e05fd478bfb16acff6d45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type happeningHead_happening$data = {
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

(node as any).hash = "4a402d848a95a3b77eb56e2aacb87ce3";

export default node;
