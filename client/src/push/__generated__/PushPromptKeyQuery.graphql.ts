/**
 * @generated SignedSource<<fb1bcd885d362f29db1e75e950716824>>
 * @relayHash 29ac3f1220bbe4c0f62019a8af56fafd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d132444419f1c26bebce118ef2ea7807a3e48a03fc3e684a05d0aa8c159a88d

import { ConcreteRequest } from 'relay-runtime';
export type PushPromptKeyQuery$variables = Record<PropertyKey, never>;
export type PushPromptKeyQuery$data = {
  readonly siteSettings: {
    readonly pushPublicKey: string;
  };
};
export type PushPromptKeyQuery = {
  response: PushPromptKeyQuery$data;
  variables: PushPromptKeyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SiteSettings",
    "kind": "LinkedField",
    "name": "siteSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pushPublicKey",
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
    "name": "PushPromptKeyQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PushPromptKeyQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8d132444419f1c26bebce118ef2ea7807a3e48a03fc3e684a05d0aa8c159a88d",
    "metadata": {},
    "name": "PushPromptKeyQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "890149d922dd493a15006c06bf84e0f9";

export default node;
