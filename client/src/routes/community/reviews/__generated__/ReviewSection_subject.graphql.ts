/**
 * @generated SignedSource<<dee2e87a34a48538d9e23b7751203f5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewSection_subject$data = {
  readonly __typename: string;
  readonly id: string;
  readonly photoCount: number;
  readonly tipCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoGallery_subject" | "RatingStars_subject" | "TipList_subject">;
  readonly " $fragmentType": "ReviewSection_subject";
};
export type ReviewSection_subject$key = {
  readonly " $data"?: ReviewSection_subject$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewSection_subject">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewSection_subject",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
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
      "name": "tipCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "photoCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RatingStars_subject"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TipList_subject"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PhotoGallery_subject"
    }
  ],
  "type": "Reviewable",
  "abstractKey": "__isReviewable"
};

(node as any).hash = "108c21e28cabbf600d1ba480dc9f8f0d";

export default node;
