/**
 * @generated SignedSource<<ad6380a6587ac750f82d10bee9a32dc2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArticleLanguage = "AR" | "EN" | "%future added value";
export type ItemKind = "EVENT" | "EXPERIENCE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SearchHit_item$data = {
  readonly __typename: "Article";
  readonly language: ArticleLanguage;
  readonly slug: string;
  readonly source: string;
  readonly title: string;
  readonly " $fragmentType": "SearchHit_item";
} | {
  readonly __typename: "Category";
  readonly id: string;
  readonly kind: ItemKind;
  readonly name: string;
  readonly " $fragmentType": "SearchHit_item";
} | {
  readonly __typename: "Event";
  readonly location: {
    readonly venueName: string | null | undefined;
  } | null | undefined;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "SearchHit_item";
} | {
  readonly __typename: "Experience";
  readonly location: {
    readonly venueName: string | null | undefined;
  } | null | undefined;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "SearchHit_item";
} | {
  readonly __typename: "Organizer";
  readonly name: string;
  readonly " $fragmentType": "SearchHit_item";
} | {
  readonly __typename: "Place";
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly name: string;
  readonly placeLocation: {
    readonly district: string | null | undefined;
  };
  readonly slug: string;
  readonly " $fragmentType": "SearchHit_item";
} | {
  readonly __typename: "Tag";
  readonly name: string;
  readonly " $fragmentType": "SearchHit_item";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "SearchHit_item";
};
export type SearchHit_item$key = {
  readonly " $data"?: SearchHit_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchHit_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "Location",
    "kind": "LinkedField",
    "name": "location",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "venueName",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchHit_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "PlaceCategory",
          "kind": "LinkedField",
          "name": "category",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": "placeLocation",
          "args": null,
          "concreteType": "Location",
          "kind": "LinkedField",
          "name": "location",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "district",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "Place",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v3/*:: as any*/),
      "type": "Event",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v3/*:: as any*/),
      "type": "Experience",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v2/*:: as any*/),
      "type": "Organizer",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        }
      ],
      "type": "Category",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v2/*:: as any*/),
      "type": "Tag",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v0/*:: as any*/),
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
          "name": "language",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "source",
          "storageKey": null
        }
      ],
      "type": "Article",
      "abstractKey": null
    }
  ],
  "type": "SearchResultItem",
  "abstractKey": "__isSearchResultItem"
};
})();

(node as any).hash = "a9ed2ca36242ee42ccff8efd28f87914";

export default node;
