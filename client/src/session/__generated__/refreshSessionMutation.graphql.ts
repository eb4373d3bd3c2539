/**
 * @generated SignedSource<<e5465154114ff77e229f24fcd358e7e7>>
 * @relayHash 83423545d2c51b59de37439b2c936948
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1f0464d347455a28377ce2859177cc0297ff54aec71cee6c03dee4337fc7de1

import { ConcreteRequest } from 'relay-runtime';
export type RefreshSessionInput = {
  refreshToken: string;
};
export type refreshSessionMutation$variables = {
  input: RefreshSessionInput;
};
export type refreshSessionMutation$data = {
  readonly refreshSession: {
    readonly token: {
      readonly accessToken: string;
      readonly createdAt: number;
      readonly expiresIn: number;
      readonly refreshToken: string;
      readonly scope: string;
      readonly tokenType: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type refreshSessionMutation = {
  response: refreshSessionMutation$data;
  variables: refreshSessionMutation$variables;
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
    "concreteType": "SessionPayload",
    "kind": "LinkedField",
    "name": "refreshSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AuthToken",
        "kind": "LinkedField",
        "name": "token",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accessToken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tokenType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresIn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "refreshToken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scope",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshSessionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "refreshSessionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b1f0464d347455a28377ce2859177cc0297ff54aec71cee6c03dee4337fc7de1",
    "metadata": {},
    "name": "refreshSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "577e9f744919dd850a5c47d953333eaf";

export default node;
