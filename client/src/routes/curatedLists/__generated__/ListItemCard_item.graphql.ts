/**
 * @generated SignedSource<<a61d29c48c4a405b5d096e13a582fc8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListItemCard_item$data = {
  readonly article: {
    readonly " $fragmentSpreads": FragmentRefs<"ArticleCard_article">;
  } | null | undefined;
  readonly happening: {
    readonly " $fragmentSpreads": FragmentRefs<"HappeningCard_item">;
  } | null | undefined;
  readonly place: {
    readonly " $fragmentSpreads": FragmentRefs<"PlaceCompactCard_place">;
  } | null | undefined;
  readonly " $fragmentType": "ListItemCard_item";
};
export type ListItemCard_item$key = {
  readonly " $data"?: ListItemCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ListItemCard_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ListItemCard_item",
  "selections": [
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HappeningCard_item"
          }
        ],
        "type": "Happening",
        "abstractKey": "__isHappening"
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "happening"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PlaceCompactCard_place"
          }
        ],
        "type": "Place",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "place"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ArticleCard_article"
          }
        ],
        "type": "Article",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "article"
    }
  ],
  "type": "ListItem",
  "abstractKey": "__isListItem"
};

(node as any).hash = "b392dc5c6ba927cee5bc5f5bbfabb916";

export default node;
