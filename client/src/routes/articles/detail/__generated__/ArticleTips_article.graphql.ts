/**
 * @generated SignedSource<<d5743d467e9e05a5b48c6ea975e20b3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleTips_article$data = {
  readonly __typename: "Article";
  readonly id: string;
  readonly tipCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"TipList_subject">;
  readonly " $fragmentType": "ArticleTips_article";
};
export type ArticleTips_article$key = {
  readonly " $data"?: ArticleTips_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleTips_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleTips_article",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "TipList_subject"
    }
  ],
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "8f7c56be885f8cadd6034c05c7167589";

export default node;
