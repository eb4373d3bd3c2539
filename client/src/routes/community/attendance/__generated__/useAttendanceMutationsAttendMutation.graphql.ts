/**
 * @generated SignedSource<<340b8db6fc5488c2cc0a880f9c552857>>
 * @relayHash 6a7266c15d21dc9a4f1af60ad8818605
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f2e9dc6ee6867a9be08e8c336a2139a6d653f28459c8bb398b3ae18f393b1b16

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
      readonly wantToGoCount: number;
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
      readonly wantToGoCount: number;
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
    "id": "f2e9dc6ee6867a9be08e8c336a2139a6d653f28459c8bb398b3ae18f393b1b16",
    "metadata": {},
    "name": "useAttendanceMutationsAttendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "60353a393604d74ade8419044390c7c5";

export default node;
