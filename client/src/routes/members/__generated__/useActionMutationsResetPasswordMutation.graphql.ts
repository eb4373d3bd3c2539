/**
 * @generated SignedSource<<07c3dbd0c8ce2fb634cd238068de260d>>
 * @relayHash d54f3a3bfcfae0f61adeb1a07fbfcc69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a20a288f9a0be9406dfb39c6422fbdc95eef5c479f4937513e488f5a7bcb02e

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordInput = {
  password: string;
  token: string;
};
export type useActionMutationsResetPasswordMutation$variables = {
  input: ResetPasswordInput;
};
export type useActionMutationsResetPasswordMutation$data = {
  readonly resetPassword: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useActionMutationsResetPasswordMutation = {
  response: useActionMutationsResetPasswordMutation$data;
  variables: useActionMutationsResetPasswordMutation$variables;
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
    "concreteType": "ActionPayload",
    "kind": "LinkedField",
    "name": "resetPassword",
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
    "name": "useActionMutationsResetPasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useActionMutationsResetPasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0a20a288f9a0be9406dfb39c6422fbdc95eef5c479f4937513e488f5a7bcb02e",
    "metadata": {},
    "name": "useActionMutationsResetPasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aa3f4be402f844688d9e16444ebeeef0";

export default node;
