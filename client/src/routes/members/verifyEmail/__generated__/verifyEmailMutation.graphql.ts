/**
 * @generated SignedSource<<77c7e5b488fbccaefa53c9a96f7c3ae3>>
 * @relayHash 8d0c88f800b3e363f4877b7a3b5cdc68
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7db6be061a73143880e0a51c9bc10a2d1210c530fd067e22d8e4acc05f563c52

import { ConcreteRequest } from 'relay-runtime';
export type VerifyEmailInput = {
  token: string;
};
export type verifyEmailMutation$variables = {
  input: VerifyEmailInput;
};
export type verifyEmailMutation$data = {
  readonly verifyEmail: {
    readonly ok: boolean;
  };
};
export type verifyEmailMutation = {
  response: verifyEmailMutation$data;
  variables: verifyEmailMutation$variables;
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
    "name": "verifyEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "verifyEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "verifyEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7db6be061a73143880e0a51c9bc10a2d1210c530fd067e22d8e4acc05f563c52",
    "metadata": {},
    "name": "verifyEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ec9706340dad67ecd243f842aa28d524";

export default node;
