/**
 * @generated SignedSource<<50553b7e3fca89e98c80311de7f55b39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PlaceFeature = "DELIVERY" | "FAMILY_FRIENDLY" | "OUTDOOR_SEATING" | "PARKING" | "PRAYER_ROOM" | "RESERVATIONS" | "WHEELCHAIR_ACCESS" | "WIFI" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PlaceDetail_place$data = {
  readonly about: string | null | undefined;
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly features: ReadonlyArray<PlaceFeature>;
  readonly id: string;
  readonly image: {
    readonly alt: string | null | undefined;
    readonly url: any;
  } | null | undefined;
  readonly isOwnedByViewer: boolean;
  readonly location: {
    readonly address: string | null | undefined;
    readonly district: string | null | undefined;
  };
  readonly name: string;
  readonly nearby: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly phone: string | null | undefined;
  readonly slug: string;
  readonly social: {
    readonly facebook: any | null | undefined;
    readonly instagram: any | null | undefined;
    readonly twitter: any | null | undefined;
    readonly youtube: any | null | undefined;
  };
  readonly subcategory: {
    readonly name: string;
  } | null | undefined;
  readonly tags: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly website: any | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CheckInButton_place" | "NearbyPlaces_place" | "OpeningHoursTable_place" | "OpeningStatusBadge_place" | "SaveButton_item">;
  readonly " $fragmentType": "PlaceDetail_place";
};
export type PlaceDetail_place$key = {
  readonly " $data"?: PlaceDetail_place$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlaceDetail_place">;
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
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlaceDetail_place",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SaveButton_item"
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v1/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "isOwnedByViewer",
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
          "name": "alt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
      "alias": null,
      "args": null,
      "concreteType": "PlaceSubcategory",
      "kind": "LinkedField",
      "name": "subcategory",
      "plural": false,
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
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
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
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 6
        }
      ],
      "concreteType": "Place",
      "kind": "LinkedField",
      "name": "nearby",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": "nearby(first:6)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NearbyPlaces_place"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OpeningStatusBadge_place"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OpeningHoursTable_place"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CheckInButton_place"
    }
  ],
  "type": "Place",
  "abstractKey": null
};
})();

(node as any).hash = "f9adec271ee783a0ac8a81e04d595fdc";

export default node;
