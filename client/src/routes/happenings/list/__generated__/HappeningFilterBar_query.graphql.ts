/**
 * @generated SignedSource<<1300d935fe327485caca958b7e648a3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HappeningFilterBar_query$data = {
  readonly audiences: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly eventCategories?: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly experienceCategories?: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "HappeningFilterBar_query";
};
export type HappeningFilterBar_query$key = {
  readonly " $data"?: HappeningFilterBar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HappeningFilterBar_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "isEvents"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "HappeningFilterBar_query",
  "selections": [
    {
      "condition": "isEvents",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Category",
          "kind": "LinkedField",
          "name": "eventCategories",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ]
    },
    {
      "condition": "isEvents",
      "kind": "Condition",
      "passingValue": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Category",
          "kind": "LinkedField",
          "name": "experienceCategories",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ]
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Audience",
      "kind": "LinkedField",
      "name": "audiences",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "8fdfe30195d3a3af434f13649719cafb";

export default node;
