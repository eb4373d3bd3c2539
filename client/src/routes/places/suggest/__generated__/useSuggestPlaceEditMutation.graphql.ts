/**
 * @generated SignedSource<<0c4697d4ff93d9ceb2776f5b98d70970>>
 * @relayHash 6326b734ab70866cc41155d3f0697ead
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a80d711a41b778dba41c89df0b7a333ff17246033b7fdcb8995f04b5ef25b68

import { ConcreteRequest } from 'relay-runtime';
export type PlaceFeature = "DELIVERY" | "FAMILY_FRIENDLY" | "OUTDOOR_SEATING" | "PARKING" | "PRAYER_ROOM" | "RESERVATIONS" | "WHEELCHAIR_ACCESS" | "WIFI" | "%future added value";
export type Weekday = "FRIDAY" | "MONDAY" | "SATURDAY" | "SUNDAY" | "THURSDAY" | "TUESDAY" | "WEDNESDAY" | "%future added value";
export type SuggestPlaceEditInput = {
  about?: string | null | undefined;
  categoryId?: string | null | undefined;
  features?: ReadonlyArray<PlaceFeature> | null | undefined;
  hours?: ReadonlyArray<OpeningHoursInput> | null | undefined;
  nameAr?: string | null | undefined;
  nameEn?: string | null | undefined;
  phone?: string | null | undefined;
  photos?: ReadonlyArray<any> | null | undefined;
  placeId: string;
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
export type useSuggestPlaceEditMutation$variables = {
  input: SuggestPlaceEditInput;
};
export type useSuggestPlaceEditMutation$data = {
  readonly suggestPlaceEdit: {
    readonly ok: boolean;
    readonly suggestionId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSuggestPlaceEditMutation = {
  response: useSuggestPlaceEditMutation$data;
  variables: useSuggestPlaceEditMutation$variables;
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
    "name": "suggestPlaceEdit",
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
    "name": "useSuggestPlaceEditMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSuggestPlaceEditMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9a80d711a41b778dba41c89df0b7a333ff17246033b7fdcb8995f04b5ef25b68",
    "metadata": {},
    "name": "useSuggestPlaceEditMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a723f2eb40eb9f1a0c9a95cc207a10e5";

export default node;
