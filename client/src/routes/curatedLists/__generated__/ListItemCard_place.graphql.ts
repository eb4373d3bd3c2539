/**
 * @generated SignedSource<<daffcb3f4afae64c1581ef43bbe55707>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListItemCard_place$data = {
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly image: {
    readonly thumbnail: any;
  } | null | undefined;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "ListItemCard_place";
};
export type ListItemCard_place$key = {
  readonly " $data"?: ListItemCard_place$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListItemCard_place">;
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
  "name": "ListItemCard_place",
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

(node as any).hash = "06465a733241ee41a6d20e63c8c8ef0c";

export default node;
