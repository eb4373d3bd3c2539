/**
 * @generated SignedSource<<b7c1ac2889ac0b46a76c659e52c529e5>>
 * @relayHash 62f48f89696d490924c44ab49fecf17b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a61ba9f11feed953e98a9b2fcab12c1f840843ef6f6de5395fe2e2cee147741b

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
    "id": "a61ba9f11feed953e98a9b2fcab12c1f840843ef6f6de5395fe2e2cee147741b",
    "metadata": {},
    "name": "useRecordStatsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5a866baf3bb717bad9ae41a79e1ac9f0";

export default node;
