/**
 * @generated SignedSource<<81c12cd79faa56bcae210e1e59d40c91>>
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
};
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

(node as any).hash = "9a2b029a2470cd0c8b7b440ecebdc291";

export default node;
