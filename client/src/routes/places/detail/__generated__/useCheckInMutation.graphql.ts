/**
 * @generated SignedSource<<2c1c6b0ea626ac65b16c10220058ae05>>
 * @relayHash 35e1fa747203d698c340d0ca396e8301
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 430a11a8a204e50c19e63a0f5dcb85c814361dd2e0134aef107ef23d5cadf996

import { ConcreteRequest } from 'relay-runtime';
export type CheckInInput = {
  placeId: string;
};
export type useCheckInMutation$variables = {
  input: CheckInInput;
};
export type useCheckInMutation$data = {
  readonly checkIn: {
    readonly checkInEdge: {
      readonly node: {
        readonly createdAt: any;
        readonly id: string;
      };
    } | null | undefined;
    readonly place: {
      readonly checkInCount: number;
      readonly id: string;
      readonly viewerLastCheckIn: any | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useCheckInMutation = {
  response: useCheckInMutation$data;
  variables: useCheckInMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CheckInPayload",
    "kind": "LinkedField",
    "name": "checkIn",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CheckInEdge",
        "kind": "LinkedField",
        "name": "checkInEdge",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CheckIn",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Place",
        "kind": "LinkedField",
        "name": "place",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "checkInCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerLastCheckIn",
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
    "name": "useCheckInMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCheckInMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "430a11a8a204e50c19e63a0f5dcb85c814361dd2e0134aef107ef23d5cadf996",
    "metadata": {},
    "name": "useCheckInMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "164dd43dc566c1af9825cff4b313af5a";

export default node;
