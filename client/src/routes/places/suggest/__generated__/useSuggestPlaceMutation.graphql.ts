/**
 * @generated SignedSource<<b7a31a79cddd7f52303e70489a0025dd>>
 * @relayHash e9c74d12c0f339aa77da99d81769499f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a00fb1fd1b6626dba505e086beda55aa80f0065c9782116e9a2b282b84ff6efa

import { ConcreteRequest } from 'relay-runtime';
export type PlaceFeature = "DELIVERY" | "FAMILY_FRIENDLY" | "OUTDOOR_SEATING" | "PARKING" | "PRAYER_ROOM" | "RESERVATIONS" | "WHEELCHAIR_ACCESS" | "WIFI" | "%future added value";
export type Weekday = "FRIDAY" | "MONDAY" | "SATURDAY" | "SUNDAY" | "THURSDAY" | "TUESDAY" | "WEDNESDAY" | "%future added value";
export type SuggestPlaceInput = {
  about?: string | null | undefined;
  categoryId: string;
  cityId?: string | null | undefined;
  features?: ReadonlyArray<PlaceFeature> | null | undefined;
  hours?: ReadonlyArray<OpeningHoursInput> | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  nameAr: string;
  nameEn: string;
  phone?: string | null | undefined;
  photos?: ReadonlyArray<any> | null | undefined;
  social?: SocialLinksInput | null | undefined;
  subcategoryId?: string | null | undefined;
  tagIds?: ReadonlyArray<string> | null | undefined;
  website?: string | null | undefined;
};
export type OpeningHoursInput = {
  allDay?: boolean | null | undefined;
  closed?: boolean | null | undefined;
  closes?: string | null | undefined;
  opens?: string | null | undefined;
  weekday: Weekday;
};
export type SocialLinksInput = {
  facebook?: string | null | undefined;
  instagram?: string | null | undefined;
  twitter?: string | null | undefined;
  youtube?: string | null | undefined;
};
export type useSuggestPlaceMutation$variables = {
  input: SuggestPlaceInput;
};
export type useSuggestPlaceMutation$data = {
  readonly suggestPlace: {
    readonly ok: boolean;
    readonly suggestionId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSuggestPlaceMutation = {
  response: useSuggestPlaceMutation$data;
  variables: useSuggestPlaceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SuggestionPayload",
    "kind": "LinkedField",
    "name": "suggestPlace",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "suggestionId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSuggestPlaceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSuggestPlaceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a00fb1fd1b6626dba505e086beda55aa80f0065c9782116e9a2b282b84ff6efa",
    "metadata": {},
    "name": "useSuggestPlaceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1d6e404ffd0a27de892fd09d4d55d6c9";

export default node;
