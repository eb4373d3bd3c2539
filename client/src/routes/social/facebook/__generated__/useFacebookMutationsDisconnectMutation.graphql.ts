/**
 * @generated SignedSource<<b4a6887daac95aa1dda60b20b4a86946>>
 * @relayHash b3083b8fe4cde1ec38584218ff68d611
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44a5e15eed50b1d9487d053dc64e31650f3528f9b2926bbc8f056d4c8eb1a291

import { ConcreteRequest } from 'relay-runtime';
export type useFacebookMutationsDisconnectMutation$variables = Record<PropertyKey, never>;
export type useFacebookMutationsDisconnectMutation$data = {
  readonly disconnectFacebook: {
    readonly me: {
      readonly id: string;
      readonly isFacebookUser: boolean | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useFacebookMutationsDisconnectMutation = {
  response: useFacebookMutationsDisconnectMutation$data;
  variables: useFacebookMutationsDisconnectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FacebookConnectionPayload",
    "kind": "LinkedField",
    "name": "disconnectFacebook",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
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
            "name": "isFacebookUser",
            "storageKey": null
          }
        ],
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useFacebookMutationsDisconnectMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useFacebookMutationsDisconnectMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "44a5e15eed50b1d9487d053dc64e31650f3528f9b2926bbc8f056d4c8eb1a291",
    "metadata": {},
    "name": "useFacebookMutationsDisconnectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3f7ae26343b080df2f494471ea1ec912";

export default node;
