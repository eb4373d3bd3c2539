/**
 * @generated SignedSource<<44a2d9dc098e81c85cebfd7c8a9103bb>>
 * @relayHash 2b3113808f73d889cfbffd5fadae3b82
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18b37d8b3e38568efb05b31320f3773c51a1b6fc17cc5b9598362025d439e768

import { ConcreteRequest } from 'relay-runtime';
export type ReportReason = "CLOSED_PERMANENTLY" | "DUPLICATE" | "MISLEADING" | "NOT_REAL" | "OFFENSIVE" | "OTHER" | "SPAM" | "%future added value";
export type ReportInput = {
  note?: string | null | undefined;
  reason: ReportReason;
  targetId: string;
};
export type useReportMutation$variables = {
  connections: ReadonlyArray<string>;
  input: ReportInput;
};
export type useReportMutation$data = {
  readonly report: {
    readonly hiddenId: string | null | undefined;
    readonly subject: {
      readonly id: string;
      readonly photoCount: number;
      readonly tipCount: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useReportMutation$rawResponse = {
  readonly report: {
    readonly hiddenId: string | null | undefined;
    readonly subject: {
      readonly __typename: string;
      readonly id: string;
      readonly photoCount: number;
      readonly tipCount: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useReportMutation = {
  rawResponse: useReportMutation$rawResponse;
  response: useReportMutation$data;
  variables: useReportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hiddenId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tipCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "photoCount",
  "storageKey": null
},
v7 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useReportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ReportPayload",
        "kind": "LinkedField",
        "name": "report",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "subject",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useReportMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ReportPayload",
        "kind": "LinkedField",
        "name": "report",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "hiddenId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "subject",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "18b37d8b3e38568efb05b31320f3773c51a1b6fc17cc5b9598362025d439e768",
    "metadata": {},
    "name": "useReportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0864c01231b8e9a47d13143f527193d6";

export default node;
