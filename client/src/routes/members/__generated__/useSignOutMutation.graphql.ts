/**
 * @generated SignedSource<<aa5fe1b71e84bc706b21462ed49445cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSignOutMutation$variables = Record<PropertyKey, never>;
export type useSignOutMutation$data = {
  readonly signOut: {
    readonly signedOut: boolean;
  };
};
export type useSignOutMutation = {
  response: useSignOutMutation$data;
  variables: useSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignOutPayload",
    "kind": "LinkedField",
    "name": "signOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "signedOut",
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
    "name": "useSignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "cdcd8c488eac86d4d07ec23df5c83038",
    "id": null,
    "metadata": {},
    "name": "useSignOutMutation",
    "operationKind": "mutation",
    "text": "mutation useSignOutMutation {\n  signOut {\n    signedOut\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa54c29ecf502f49e99efd61880716bd";

export default node;
