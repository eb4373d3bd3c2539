/**
 * @generated SignedSource<<0a7abd2a85f25fdb856db0e19bc99025>>
 * @relayHash dc320136e0121cc512ca17f942920234
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5aa1a4944c06a56153b59e092d0b1cbadff5b20bee5e795e36526b9e5e25bc58

import { ConcreteRequest } from 'relay-runtime';
export type SavePushSubscriptionInput = {
  auth: string;
  endpoint: string;
  guestId?: string | null | undefined;
  p256dh: string;
};
export type PushPromptSaveMutation$variables = {
  input: SavePushSubscriptionInput;
};
export type PushPromptSaveMutation$data = {
  readonly savePushSubscription: {
    readonly ok: boolean;
  };
};
export type PushPromptSaveMutation = {
  response: PushPromptSaveMutation$data;
  variables: PushPromptSaveMutation$variables;
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
    "concreteType": "SavePushSubscriptionPayload",
    "kind": "LinkedField",
    "name": "savePushSubscription",
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
    "name": "PushPromptSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PushPromptSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5aa1a4944c06a56153b59e092d0b1cbadff5b20bee5e795e36526b9e5e25bc58",
    "metadata": {},
    "name": "PushPromptSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a32e5d67c290cdb246525c6003fade36";

export default node;
