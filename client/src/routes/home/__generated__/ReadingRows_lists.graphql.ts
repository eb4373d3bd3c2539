/**
 * @generated SignedSource<<ee050bdeec82835d0072ce7830c77b06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReadingRows_lists$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"CuratedListCard_list">;
  readonly " $fragmentType": "ReadingRows_lists";
}>;
export type ReadingRows_lists$key = ReadonlyArray<{
  readonly " $data"?: ReadingRows_lists$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReadingRows_lists">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ReadingRows_lists",
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
      "name": "CuratedListCard_list"
    }
  ],
  "type": "CuratedList",
  "abstractKey": null
};

(node as any).hash = "2698e547652d736b79341ead660401e4";

export default node;
