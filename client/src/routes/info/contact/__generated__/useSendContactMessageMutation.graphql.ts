/**
 * @generated SignedSource<<a6b5de0642edd6481c02a7be92a148a4>>
 * @relayHash 81ff2ab341b641531c35b4620bb528b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df29212d5b3b67e1b972b3aa77a800416b8c5703efd87dc0058154b4c956c883

import { ConcreteRequest } from 'relay-runtime';
export type ContactRequestType = "ADVERTISE" | "COMPLAINT" | "CONTENT_REQUEST" | "SUGGESTION" | "%future added value";
export type SendContactMessageInput = {
  email: string;
  guestId?: string | null | undefined;
  message: string;
  name: string;
  pageUrl?: string | null | undefined;
  requestType: ContactRequestType;
};
export type useSendContactMessageMutation$variables = {
  input: SendContactMessageInput;
};
export type useSendContactMessageMutation$data = {
  readonly sendContactMessage: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSendContactMessageMutation = {
  response: useSendContactMessageMutation$data;
  variables: useSendContactMessageMutation$variables;
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
    "concreteType": "SendContactMessagePayload",
    "kind": "LinkedField",
    "name": "sendContactMessage",
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
    "name": "useSendContactMessageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendContactMessageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "df29212d5b3b67e1b972b3aa77a800416b8c5703efd87dc0058154b4c956c883",
    "metadata": {},
    "name": "useSendContactMessageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e5f508ff018be24a567c96a54d5e3e80";

export default node;
