/**
 * @generated SignedSource<<fdfe73aba8c9777fd70c08acf7008025>>
 * @relayHash 5c2f453adaf2556d05aad2b230cee67c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 12a58dedb6c7386373e5292d0fd7eb3ff19363b0fa205da4cd471f20efcb75d8

import { ConcreteRequest } from 'relay-runtime';
export type ConfirmAccountDeletionInput = {
  token: string;
};
export type useActionMutationsConfirmDeletionMutation$variables = {
  input: ConfirmAccountDeletionInput;
};
export type useActionMutationsConfirmDeletionMutation$data = {
  readonly confirmAccountDeletion: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useActionMutationsConfirmDeletionMutation = {
  response: useActionMutationsConfirmDeletionMutation$data;
  variables: useActionMutationsConfirmDeletionMutation$variables;
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
    "name": "confirmAccountDeletion",
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
    "name": "useActionMutationsConfirmDeletionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useActionMutationsConfirmDeletionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "12a58dedb6c7386373e5292d0fd7eb3ff19363b0fa205da4cd471f20efcb75d8",
    "metadata": {},
    "name": "useActionMutationsConfirmDeletionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dc492eb1fae28d10ef38fb8fd3e738d7";

export default node;
