/**
 * @generated SignedSource<<f8eb2c66579caf5cdbebf2e8380ebb9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlaceListItem_place$data = {
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly distanceKm: number | null | undefined;
  readonly id: string;
  readonly image: {
    readonly thumbnail: any;
  } | null | undefined;
  readonly location: {
    readonly address: string | null | undefined;
    readonly district: string | null | undefined;
  };
  readonly name: string;
  readonly slug: string;
  readonly subcategory: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"OpeningStatusBadge_place" | "SaveButton_item">;
  readonly " $fragmentType": "PlaceListItem_place";
};
export type PlaceListItem_place$key = {
  readonly " $data"?: PlaceListItem_place$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlaceListItem_place">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlaceListItem_place",
  "selections": [
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
      "name": "slug",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbnail",
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
      "name": "category",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlaceSubcategory",
      "kind": "LinkedField",
      "name": "subcategory",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "district",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "distanceKm",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OpeningStatusBadge_place"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SaveButton_item"
    }
  ],
  "type": "Place",
  "abstractKey": null
};
})();

(node as any).hash = "821a7be734a530ab7272ad2c3c0974a6";

export default node;
