/**
 * @generated SignedSource<<b65057626d510444e14a13519d78263c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type placeHead_place$data = {
  readonly about: string | null | undefined;
  readonly image: {
    readonly alt: string | null | undefined;
    readonly url: any;
  } | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "placeHead_place";
};
export type placeHead_place$key = {
  readonly " $data"?: placeHead_place$data;
  readonly " $fragmentSpreads": FragmentRefs<"placeHead_place">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "placeHead_place"
};

(node as any).hash = "05e2d5cccc8a404efb7682d9096f0bfa";

export default node;
