/**
 * @generated SignedSource<<dc7e938bf0d7b88508d6301e21541244>>
 * @relayHash cee5fe4b59408265f585d483b3ced2f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 349a3eb3421d1dd61506a05a7c04eadea8d59c262d00519b58a83acddf419a91

import { ConcreteRequest } from 'relay-runtime';
export type StatsType = "BUY_TICKETS" | "%future added value";
export type RecordStatsInput = {
  itemId: string;
  type: StatsType;
};
export type recordStatsMutation$variables = {
  input: RecordStatsInput;
};
export type recordStatsMutation$data = {
  readonly recordStats: {
    readonly recorded: boolean;
  };
};
export type recordStatsMutation = {
  response: recordStatsMutation$data;
  variables: recordStatsMutation$variables;
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
    "name": "recordStatsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "recordStatsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "349a3eb3421d1dd61506a05a7c04eadea8d59c262d00519b58a83acddf419a91",
    "metadata": {},
    "name": "recordStatsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "26c49c4eda052c1b7a0e6797838f0f34";

export default node;
