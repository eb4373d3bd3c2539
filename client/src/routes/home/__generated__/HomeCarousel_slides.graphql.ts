/**
 * @generated SignedSource<<fe902cb7d462b7618d5ec1ff082dc894>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemKind = "EVENT" | "EXPERIENCE" | "%future added value";
export type SlideTarget = "EVENT" | "EXPERIENCE" | "URL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeCarousel_slides$data = ReadonlyArray<{
  readonly id: string;
  readonly image: {
    readonly alt: string | null | undefined;
    readonly url: any;
  };
  readonly item: {
    readonly kind: ItemKind;
    readonly slug: string;
  } | null | undefined;
  readonly subtitle: string | null | undefined;
  readonly target: SlideTarget;
  readonly title: string;
  readonly url: any | null | undefined;
  readonly " $fragmentType": "HomeCarousel_slides";
}>;
export type HomeCarousel_slides$key = ReadonlyArray<{
  readonly " $data"?: HomeCarousel_slides$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeCarousel_slides">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "HomeCarousel_slides",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subtitle",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "target",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "item",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HomeSlide",
  "abstractKey": null
};
})();

(node as any).hash = "7bb8523d72533cca7f0407d255a8d3d5";

export default node;
