/**
 * @generated SignedSource<<e9227d5ea2ffee561fae93374c8455fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuggestPlaceForm_query$data = {
  readonly placeCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly subcategories: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  }>;
  readonly placeTags: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly viewer: {
    readonly city: {
      readonly id: string;
    };
  };
  readonly " $fragmentType": "SuggestPlaceForm_query";
};
export type SuggestPlaceForm_query$key = {
  readonly " $data"?: SuggestPlaceForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SuggestPlaceForm_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SuggestPlaceForm_query",
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
          "concreteType": "City",
          "kind": "LinkedField",
          "name": "city",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlaceCategory",
      "kind": "LinkedField",
      "name": "placeCategories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "PlaceSubcategory",
          "kind": "LinkedField",
          "name": "subcategories",
          "plural": true,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "placeTags",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "a20323f9b9bae5ff8a0fa51340f5458a";

export default node;
