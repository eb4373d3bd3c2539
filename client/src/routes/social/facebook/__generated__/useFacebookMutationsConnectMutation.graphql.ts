/**
 * @generated SignedSource<<e607c2d36091e77a67b0bb434de71d1c>>
 * @relayHash 8818e90d70a837f24c085b8bedd091b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e87ea4c1dc20a7c278458976e3caeb32dbac838ed698d05c7725e37fa0fb54d

import { ConcreteRequest } from 'relay-runtime';
export type ConnectFacebookInput = {
  accessToken: string;
};
export type useFacebookMutationsConnectMutation$variables = {
  input: ConnectFacebookInput;
};
export type useFacebookMutationsConnectMutation$data = {
  readonly connectFacebook: {
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
export type useFacebookMutationsConnectMutation = {
  response: useFacebookMutationsConnectMutation$data;
  variables: useFacebookMutationsConnectMutation$variables;
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
    "concreteType": "FacebookConnectionPayload",
    "kind": "LinkedField",
    "name": "connectFacebook",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFacebookMutationsConnectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFacebookMutationsConnectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5e87ea4c1dc20a7c278458976e3caeb32dbac838ed698d05c7725e37fa0fb54d",
    "metadata": {},
    "name": "useFacebookMutationsConnectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "65495cebe033fd795cb2caf1eee6eead";

export default node;
