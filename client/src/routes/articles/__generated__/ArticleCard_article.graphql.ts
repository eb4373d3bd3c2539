/**
 * @generated SignedSource<<f086e598578a7798450375551c3e5070>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArticleLanguage = "AR" | "EN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ArticleCard_article$data = {
  readonly cover: {
    readonly thumbnail: any;
  } | null | undefined;
  readonly language: ArticleLanguage;
  readonly slug: string;
  readonly source: string;
  readonly summary: string;
  readonly title: string;
  readonly " $fragmentType": "ArticleCard_article";
};
export type ArticleCard_article$key = {
  readonly " $data"?: ArticleCard_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleCard_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleCard_article",
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
      "name": "language",
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
      "name": "summary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "cover",
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
    }
  ],
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "27305c31b1e767d35214fefebec20e0b";

export default node;
