/**
 * @generated SignedSource<<ff4c61e4db3e64df95beb9ac491f1d68>>
 * @relayHash 729cc759ced3199e5d1578c15a1b939b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba539e5441817f8e1371b2efb10e38fe26fac67502666cba5af9936a10f3bd1c

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
    "id": "ba539e5441817f8e1371b2efb10e38fe26fac67502666cba5af9936a10f3bd1c",
    "metadata": {},
    "name": "useAttendanceMutationsUnattendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5629c11aa1a77048dccaf90236218503";

export default node;
