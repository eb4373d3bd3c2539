/**
 * @generated SignedSource<<40e77271f3fe290647ac7b39b63f5075>>
 * @relayHash 0c5031879b621e7c87468d9c3b3fc41b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02b97941e18ba1a893bdef3e8a87904af2d19ecfaf5e61558119e25337ce4bc3

import { ConcreteRequest } from 'relay-runtime';
export type useActionMutationsRequestDeletionMutation$variables = Record<PropertyKey, never>;
export type useActionMutationsRequestDeletionMutation$data = {
  readonly requestAccountDeletion: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useActionMutationsRequestDeletionMutation = {
  response: useActionMutationsRequestDeletionMutation$data;
  variables: useActionMutationsRequestDeletionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ActionPayload",
    "kind": "LinkedField",
    "name": "requestAccountDeletion",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useActionMutationsRequestDeletionMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useActionMutationsRequestDeletionMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "02b97941e18ba1a893bdef3e8a87904af2d19ecfaf5e61558119e25337ce4bc3",
    "metadata": {},
    "name": "useActionMutationsRequestDeletionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c4a8ccdb448af4b0ea40ba0dbab53454";

export default node;
