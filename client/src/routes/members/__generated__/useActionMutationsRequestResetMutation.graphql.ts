/**
 * @generated SignedSource<<9bfd3e3a4ad03569e6ee21273f211976>>
 * @relayHash 1d42bf2e9be4f19df4ff9b4c51e536b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 788f24592a27a478ffcd27aa2d51d1d89bea4e1f983361aefa9c2f4c9a7e62a1

import { ConcreteRequest } from 'relay-runtime';
export type RequestPasswordResetInput = {
  email: string;
};
export type useActionMutationsRequestResetMutation$variables = {
  input: RequestPasswordResetInput;
};
export type useActionMutationsRequestResetMutation$data = {
  readonly requestPasswordReset: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useActionMutationsRequestResetMutation = {
  response: useActionMutationsRequestResetMutation$data;
  variables: useActionMutationsRequestResetMutation$variables;
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
    "name": "requestPasswordReset",
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
    "name": "useActionMutationsRequestResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useActionMutationsRequestResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "788f24592a27a478ffcd27aa2d51d1d89bea4e1f983361aefa9c2f4c9a7e62a1",
    "metadata": {},
    "name": "useActionMutationsRequestResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d812087d8d6dfe1432f1d62044b41afe";

export default node;
