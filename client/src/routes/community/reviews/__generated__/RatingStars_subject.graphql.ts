/**
 * @generated SignedSource<<bc253fd64bf84382d61bebde0e78b52b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RatingStars_subject$data = {
  readonly __typename: string;
  readonly id: string;
  readonly name: string;
  readonly rating: {
    readonly average: number | null | undefined;
    readonly count: number;
    readonly viewerValue: number | null | undefined;
  };
  readonly " $fragmentType": "RatingStars_subject";
};
export type RatingStars_subject$key = {
  readonly " $data"?: RatingStars_subject$data;
  readonly " $fragmentSpreads": FragmentRefs<"RatingStars_subject">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RatingStars_subject",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Rating",
      "kind": "LinkedField",
      "name": "rating",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "average",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerValue",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reviewable",
  "abstractKey": "__isReviewable"
};

(node as any).hash = "f643030676bca0212cbc2ecce49a1832";

export default node;
