/**
 * @generated SignedSource<<383603db75b43c1eedd2f41545821fed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlaceFilterBar_query$data = {
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
    readonly me: {
      readonly id: string;
    } | null | undefined;
  };
  readonly " $fragmentType": "PlaceFilterBar_query";
};
export type PlaceFilterBar_query$key = {
  readonly " $data"?: PlaceFilterBar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlaceFilterBar_query">;
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
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "cityId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlaceFilterBar_query",
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
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "me",
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 200
        }
      ],
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "placeTags",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": "placeTags(first:200)"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "cityId",
          "variableName": "cityId"
        }
      ],
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "fa8a4a4060d1e2e5fd5aad10d59469ce";

export default node;
