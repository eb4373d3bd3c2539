/**
 * @generated SignedSource<<f07438372466bd39c4dff6b9b9b656f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type placeHead_place$data = {
  readonly about: string | null | undefined;
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly city: {
    readonly name: string;
  } | null | undefined;
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

(node as any).hash = "4f09a02ea1d49946ecfe95823c918874";

export default node;
