/**
 * @generated SignedSource<<b7a97e47fb5c89ed90d0b4374a654c65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImageGallery_item$data = {
  readonly gallery: ReadonlyArray<{
    readonly alt: string | null | undefined;
    readonly thumbnail: any;
    readonly url: any;
  }>;
  readonly image: {
    readonly alt: string | null | undefined;
    readonly thumbnail: any;
    readonly url: any;
  } | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "ImageGallery_item";
};
export type ImageGallery_item$key = {
  readonly " $data"?: ImageGallery_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ImageGallery_item">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "thumbnail",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "alt",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ImageGallery_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "gallery",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Happening",
  "abstractKey": "__isHappening"
};
})();

(node as any).hash = "2da807b031935160e558f6c0563091fa";

export default node;
