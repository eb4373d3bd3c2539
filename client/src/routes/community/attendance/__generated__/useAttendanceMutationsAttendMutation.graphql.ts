/**
 * @generated SignedSource<<f3f811ac1d3fd4a663da83c5e5c234be>>
 * @relayHash 8a6d3fafbf1260ab4be4e066f55709e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d74bd53faa8e48ed65f49adaae62bf16327fab111b73e29563a3837077b4fa83

import { ConcreteRequest } from 'relay-runtime';
export type AttendanceStatus = "GOING" | "WANT_TO_GO" | "%future added value";
export type AttendInput = {
  happeningId: string;
  status: AttendanceStatus;
};
export type useAttendanceMutationsAttendMutation$variables = {
  input: AttendInput;
};
export type useAttendanceMutationsAttendMutation$data = {
  readonly attend: {
    readonly happening: {
      readonly attendanceCount: number;
      readonly id: string;
      readonly viewerAttendance: AttendanceStatus | null | undefined;
    } | null | undefined;
  };
};
export type useAttendanceMutationsAttendMutation$rawResponse = {
  readonly attend: {
    readonly happening: {
      readonly __typename: string;
      readonly attendanceCount: number;
      readonly id: string;
      readonly viewerAttendance: AttendanceStatus | null | undefined;
    } | null | undefined;
  };
};
export type useAttendanceMutationsAttendMutation = {
  rawResponse: useAttendanceMutationsAttendMutation$rawResponse;
  response: useAttendanceMutationsAttendMutation$data;
  variables: useAttendanceMutationsAttendMutation$variables;
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
  "name": "viewerAttendance",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAttendanceMutationsAttendMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AttendPayload",
        "kind": "LinkedField",
        "name": "attend",
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
              (v4/*:: as any*/)
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
    "name": "useAttendanceMutationsAttendMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AttendPayload",
        "kind": "LinkedField",
        "name": "attend",
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
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d74bd53faa8e48ed65f49adaae62bf16327fab111b73e29563a3837077b4fa83",
    "metadata": {},
    "name": "useAttendanceMutationsAttendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7a3ead2b7e7060d94f71af1a69acfc43";

export default node;
