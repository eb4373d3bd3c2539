/**
 * @generated SignedSource<<78014e12af247ff4823f0a73cd4afc05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlaceCompactCard_place$data = {
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly image: {
    readonly thumbnail: any;
  } | null | undefined;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "PlaceCompactCard_place";
};
export type PlaceCompactCard_place$key = {
  readonly " $data"?: PlaceCompactCard_place$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlaceCompactCard_place">;
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
  "name": "PlaceCompactCard_place",
  "selections": [
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
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Place",
  "abstractKey": null
};
})();

(node as any).hash = "249fcbbe4488bc016d8ec361a6717cde";

export default node;
