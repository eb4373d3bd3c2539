/**
 * @generated SignedSource<<147d4a8d5e20389c4f7452a8d8bfddab>>
 * @relayHash 63dbba27b0fdccbaf0a34542ab0b0f31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18e2e8b66521a5f7d06569e62fe649ffc4a05ac68c81c47e6b1fecd52db98eed

import { ConcreteRequest } from 'relay-runtime';
export type savePickerQuery$variables = {
  itemId: string;
};
export type savePickerQuery$data = {
  readonly viewer: {
    readonly favouriteLists: {
      readonly __id: string;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly contains: boolean;
          readonly id: string;
          readonly itemCount: number;
          readonly name: string;
        };
      }>;
    } | null | undefined;
  };
};
export type savePickerQuery = {
  response: savePickerQuery$data;
  variables: savePickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "itemId"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FavouriteListEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FavouriteList",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Variable",
                "name": "itemId",
                "variableName": "itemId"
              }
            ],
            "kind": "ScalarField",
            "name": "contains",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PageInfo",
    "kind": "LinkedField",
    "name": "pageInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endCursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "kind": "ClientExtension",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__id",
        "storageKey": null
      }
    ]
  }
],
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "savePickerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": "favouriteLists",
            "args": null,
            "concreteType": "FavouriteListConnection",
            "kind": "LinkedField",
            "name": "__SavePicker_favouriteLists_connection",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "savePickerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "FavouriteListConnection",
            "kind": "LinkedField",
            "name": "favouriteLists",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": "favouriteLists(first:100)"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "SavePicker_favouriteLists",
            "kind": "LinkedHandle",
            "name": "favouriteLists"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "18e2e8b66521a5f7d06569e62fe649ffc4a05ac68c81c47e6b1fecd52db98eed",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "viewer",
            "favouriteLists"
          ]
        }
      ]
    },
    "name": "savePickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dea45482fa98e75c336f4d7b415f910e";

export default node;
