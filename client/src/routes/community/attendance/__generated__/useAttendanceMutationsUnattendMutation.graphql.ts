/**
 * @generated SignedSource<<d42706ddbe3c08dd279fd5217d8fcb78>>
 * @relayHash 93f466344bce58691c7ecdec4b19bdff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cc6b7eac77baf4ad051561d04402048d9f954b93a8f23feae469966c86f845fc

import { ConcreteRequest } from 'relay-runtime';
export type AttendanceStatus = "GOING" | "WANT_TO_GO" | "%future added value";
export type UnattendInput = {
  happeningId: string;
};
export type useAttendanceMutationsUnattendMutation$variables = {
  input: UnattendInput;
};
export type useAttendanceMutationsUnattendMutation$data = {
  readonly unattend: {
    readonly happening: {
      readonly attendanceCount: number;
      readonly id: string;
      readonly viewerAttendance: AttendanceStatus | null | undefined;
      readonly wantToGoCount: number;
    } | null | undefined;
  };
};
export type useAttendanceMutationsUnattendMutation$rawResponse = {
  readonly unattend: {
    readonly happening: {
      readonly __typename: string;
      readonly attendanceCount: number;
      readonly id: string;
      readonly viewerAttendance: AttendanceStatus | null | undefined;
      readonly wantToGoCount: number;
    } | null | undefined;
  };
};
export type useAttendanceMutationsUnattendMutation = {
  rawResponse: useAttendanceMutationsUnattendMutation$rawResponse;
  response: useAttendanceMutationsUnattendMutation$data;
  variables: useAttendanceMutationsUnattendMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attendanceCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "wantToGoCount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerAttendance",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAttendanceMutationsUnattendMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AttendPayload",
        "kind": "LinkedField",
        "name": "unattend",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "happening",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAttendanceMutationsUnattendMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AttendPayload",
        "kind": "LinkedField",
        "name": "unattend",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "happening",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cc6b7eac77baf4ad051561d04402048d9f954b93a8f23feae469966c86f845fc",
    "metadata": {},
    "name": "useAttendanceMutationsUnattendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "185f6d7e1eafec3205a64b26493c560a";

export default node;
