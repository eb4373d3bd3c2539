/**
 * @generated SignedSource<<aa371974d0de34c7fbd66cd4b189a223>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemKind = "EVENT" | "EXPERIENCE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HappeningDetail_item$data = {
  readonly attendanceCount: number;
  readonly audiences: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly calendarLinks: {
    readonly " $fragmentSpreads": FragmentRefs<"CalendarMenu_links">;
  };
  readonly categories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly description: string | null | undefined;
  readonly endDate: any;
  readonly id: string;
  readonly isPast: boolean;
  readonly kind: ItemKind;
  readonly location: {
    readonly address: string | null | undefined;
    readonly district: string | null | undefined;
    readonly venueName: string | null | undefined;
  } | null | undefined;
  readonly name: string;
  readonly organizer: {
    readonly " $fragmentSpreads": FragmentRefs<"OrganizerCard_organizer">;
  } | null | undefined;
  readonly price: {
    readonly " $fragmentSpreads": FragmentRefs<"PriceTag_price">;
  };
  readonly related: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"HappeningRow_items">;
  }>;
  readonly reviewable: {
    readonly " $fragmentSpreads": FragmentRefs<"ReviewSection_subject">;
  };
  readonly startDate: any;
  readonly summary: string | null | undefined;
  readonly tags: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly ticketUrl: any | null | undefined;
  readonly wantToGoCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"AttendanceButtons_happening" | "ImageGallery_item" | "SaveButton_item" | "WorkingHoursList_item">;
  readonly " $fragmentType": "HappeningDetail_item";
};
export type HappeningDetail_item$key = {
  readonly " $data"?: HappeningDetail_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"HappeningDetail_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HappeningDetail_item",
  "selections": [
    (v0/*:: as any*/),
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SaveButton_item"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    (v1/*:: as any*/),
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPast",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ticketUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attendanceCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wantToGoCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Price",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PriceTag_price"
        }
      ],
      "storageKey": null
    },
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "district",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organizer",
      "kind": "LinkedField",
      "name": "organizer",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrganizerCard_organizer"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Audience",
      "kind": "LinkedField",
      "name": "audiences",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CalendarLinks",
      "kind": "LinkedField",
      "name": "calendarLinks",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CalendarMenu_links"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ImageGallery_item"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WorkingHoursList_item"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AttendanceButtons_happening"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReviewSection_subject"
          }
        ],
        "type": "Reviewable",
        "abstractKey": "__isReviewable"
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "reviewable"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 4
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "related",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "HappeningRow_items"
        }
      ],
      "storageKey": "related(first:4)"
    }
  ],
  "type": "Happening",
  "abstractKey": "__isHappening"
};
})();

(node as any).hash = "051c215c45ce660f441a4db2ddcc129a";

export default node;
