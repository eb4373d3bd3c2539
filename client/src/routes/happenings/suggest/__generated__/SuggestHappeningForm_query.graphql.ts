/**
 * @generated SignedSource<<ad537aa293439371cd81758352869f3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuggestHappeningForm_query$data = {
  readonly eventCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly experienceCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly viewer: {
    readonly googleMapsApiKey: string | null | undefined;
  };
  readonly " $fragmentType": "SuggestHappeningForm_query";
};
export type SuggestHappeningForm_query$key = {
  readonly " $data"?: SuggestHappeningForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SuggestHappeningForm_query">;
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SuggestHappeningForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "googleMapsApiKey",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "eventCategories",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
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
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "8c9195221ecf06624c023a911bf38ef1";

export default node;
