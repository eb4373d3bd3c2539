/**
 * @generated SignedSource<<0386b85c75aad1a30f225f7b3ecc831b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeVideo_video$data = {
  readonly captions: any | null | undefined;
  readonly poster: any | null | undefined;
  readonly url: any;
  readonly " $fragmentType": "HomeVideo_video";
};
export type HomeVideo_video$key = {
  readonly " $data"?: HomeVideo_video$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeVideo_video">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeVideo_video",
  "selections": [
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
      "name": "poster",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "captions",
      "storageKey": null
    }
  ],
  "type": "HomeVideo",
  "abstractKey": null
};

(node as any).hash = "c4eb8ca5bca22b3289bf12e85cebd19f";

export default node;
