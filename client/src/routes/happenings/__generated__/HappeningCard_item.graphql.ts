/**
 * @generated SignedSource<<5da3f8e9c389a7a9fed630586a597997>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemKind = "EVENT" | "EXPERIENCE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HappeningCard_item$data = {
  readonly categories: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly endDate: any;
  readonly image: {
    readonly thumbnail: any;
  } | null | undefined;
  readonly isPast: boolean;
  readonly kind: ItemKind;
  readonly location: {
    readonly district: string | null | undefined;
    readonly venueName: string | null | undefined;
  } | null | undefined;
  readonly name: string;
  readonly price: {
    readonly " $fragmentSpreads": FragmentRefs<"PriceTag_price">;
  };
  readonly slug: string;
  readonly startDate: any;
  readonly " $fragmentSpreads": FragmentRefs<"SaveButton_item">;
  readonly " $fragmentType": "HappeningCard_item";
};
export type HappeningCard_item$key = {
  readonly " $data"?: HappeningCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"HappeningCard_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "HappeningCard_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPast",
      "storageKey": null
    },
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
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "venueName",
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
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Price",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PriceTag_price"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SaveButton_item"
    }
  ],
  "type": "Happening",
  "abstractKey": "__isHappening"
};
})();

(node as any).hash = "69c7e061b95f0c8a83d739e1dfd54488";

export default node;
