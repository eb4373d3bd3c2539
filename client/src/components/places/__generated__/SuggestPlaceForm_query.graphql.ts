/**
 * @generated SignedSource<<4bcd06772cde648e0324fbb6fea930a4>>
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
};
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
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
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

(node as any).hash = "48fd2383c22b2b71e0b5697a95ddede0";

export default node;
