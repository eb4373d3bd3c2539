/**
 * @generated SignedSource<<6c32751c87a3ad34dbb02511bb82331b>>
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
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "cityId"
    }
  ],
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
          "args": [
            {
              "kind": "Variable",
              "name": "id",
              "variableName": "cityId"
            }
          ],
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

(node as any).hash = "ba4a53bf754f7d9428f51aba5a49d8ed";

export default node;
