/**
 * @generated SignedSource<<9b747f894db3623ed6645a63082f42bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HappeningRow_items$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"HappeningCard_item">;
  readonly " $fragmentType": "HappeningRow_items";
}>;
export type HappeningRow_items$key = ReadonlyArray<{
  readonly " $data"?: HappeningRow_items$data;
  readonly " $fragmentSpreads": FragmentRefs<"HappeningRow_items">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "HappeningRow_items",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HappeningCard_item"
    }
  ],
  "type": "Happening",
  "abstractKey": "__isHappening"
};

(node as any).hash = "4f6111d7e6aa6f162861f8580d983dcd";

export default node;
