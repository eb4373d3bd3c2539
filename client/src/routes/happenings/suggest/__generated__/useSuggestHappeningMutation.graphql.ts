/**
 * @generated SignedSource<<2ceec9629cfd64899a52274a8ce4cd79>>
 * @relayHash 0db95f2715c0e90ef080c7e6f97afed2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d40664cbd3cec67a5fc34e14fc84b3b72ba8e26629d32d2a03a682cf9260957

import { ConcreteRequest } from 'relay-runtime';
export type ItemKind = "EVENT" | "EXPERIENCE" | "%future added value";
export type SuggestHappeningInput = {
  categoryId?: string | null | undefined;
  email?: string | null | undefined;
  finishDate?: any | null | undefined;
  information?: string | null | undefined;
  kind: ItemKind;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  mobile?: string | null | undefined;
  nameAr?: string | null | undefined;
  nameEn?: string | null | undefined;
  officeLocation?: string | null | undefined;
  organizerName?: string | null | undefined;
  photo?: any | null | undefined;
  startDate?: any | null | undefined;
  venueName?: string | null | undefined;
  videoUrl?: string | null | undefined;
};
export type useSuggestHappeningMutation$variables = {
  input: SuggestHappeningInput;
};
export type useSuggestHappeningMutation$data = {
  readonly suggestHappening: {
    readonly ok: boolean;
    readonly suggestionId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSuggestHappeningMutation = {
  response: useSuggestHappeningMutation$data;
  variables: useSuggestHappeningMutation$variables;
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
    "name": "suggestHappening",
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
    "name": "useSuggestHappeningMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSuggestHappeningMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0d40664cbd3cec67a5fc34e14fc84b3b72ba8e26629d32d2a03a682cf9260957",
    "metadata": {},
    "name": "useSuggestHappeningMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f2a32f9e0ced321fa505d77a4a3c0764";

export default node;
