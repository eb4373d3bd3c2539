/**
 * @generated SignedSource<<be0eaf0fbb9320c72838d3eb415cc3fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StatsType = "BUY_TICKETS" | "%future added value";
export type RecordStatsInput = {
  itemId: string;
  type: StatsType;
};
export type useRecordStatsMutation$variables = {
  input: RecordStatsInput;
};
export type useRecordStatsMutation$data = {
  readonly recordStats: {
    readonly recorded: boolean;
  };
};
export type useRecordStatsMutation = {
  response: useRecordStatsMutation$data;
  variables: useRecordStatsMutation$variables;
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
    "concreteType": "RecordStatsPayload",
    "kind": "LinkedField",
    "name": "recordStats",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recorded",
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
    "name": "useRecordStatsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordStatsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "62f48f89696d490924c44ab49fecf17b",
    "id": null,
    "metadata": {},
    "name": "useRecordStatsMutation",
    "operationKind": "mutation",
    "text": "mutation useRecordStatsMutation(\n  $input: RecordStatsInput!\n) {\n  recordStats(input: $input) {\n    recorded\n  }\n}\n"
  }
};
})();

(node as any).hash = "5a866baf3bb717bad9ae41a79e1ac9f0";

export default node;
