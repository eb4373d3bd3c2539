/**
 * @generated SignedSource<<bb5bf81e410a622bae275da788620ca2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PlaceFeature = "DELIVERY" | "FAMILY_FRIENDLY" | "OUTDOOR_SEATING" | "PARKING" | "PRAYER_ROOM" | "RESERVATIONS" | "WHEELCHAIR_ACCESS" | "WIFI" | "%future added value";
export type Weekday = "FRIDAY" | "MONDAY" | "SATURDAY" | "SUNDAY" | "THURSDAY" | "TUESDAY" | "WEDNESDAY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SuggestPlaceForm_place$data = {
  readonly about: string | null | undefined;
  readonly category: {
    readonly id: string;
  } | null | undefined;
  readonly features: ReadonlyArray<PlaceFeature>;
  readonly id: string;
  readonly name: string;
  readonly openingHours: ReadonlyArray<{
    readonly allDay: boolean;
    readonly closed: boolean;
    readonly spans: ReadonlyArray<{
      readonly closes: string;
      readonly opens: string;
    }>;
    readonly weekday: Weekday;
  }>;
  readonly phone: string | null | undefined;
  readonly social: {
    readonly facebook: any | null | undefined;
    readonly instagram: any | null | undefined;
    readonly twitter: any | null | undefined;
    readonly youtube: any | null | undefined;
  };
  readonly subcategory: {
    readonly id: string;
  } | null | undefined;
  readonly tags: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly website: any | null | undefined;
  readonly " $fragmentType": "SuggestPlaceForm_place";
};
export type SuggestPlaceForm_place$key = {
  readonly " $data"?: SuggestPlaceForm_place$data;
  readonly " $fragmentSpreads": FragmentRefs<"SuggestPlaceForm_place">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SuggestPlaceForm_place",
  "selections": [
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "about",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlaceCategory",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlaceSubcategory",
      "kind": "LinkedField",
      "name": "subcategory",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "features",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Tag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SocialLinks",
      "kind": "LinkedField",
      "name": "social",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "facebook",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "twitter",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "youtube",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "instagram",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OpeningHoursDay",
      "kind": "LinkedField",
      "name": "openingHours",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekday",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allDay",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OpeningSpan",
          "kind": "LinkedField",
          "name": "spans",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "opens",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "closes",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Place",
  "abstractKey": null
};
})();

(node as any).hash = "c334ee91b1e4fea778be42372b369cad";

export default node;
