/**
 * @generated SignedSource<<fea6ecdfad660531938ccc4f5eb05bb3>>
 * @relayHash b8f524038f5dbbed5a9f50867c63b6cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8089b36ced714fbc5b5c2d629612f6860894a17770fa0158a6db3ac73f5f5e41

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ItemKind = "EVENT" | "EXPERIENCE" | "%future added value";
export type Period = "THIS_MONTH" | "THIS_WEEK" | "TODAY" | "%future added value";
export type HappeningFilter = {
  audienceIds?: ReadonlyArray<string> | null | undefined;
  categoryIds?: ReadonlyArray<string> | null | undefined;
  cityIds?: ReadonlyArray<string> | null | undefined;
  date?: string | null | undefined;
  listId?: string | null | undefined;
  period?: Period | null | undefined;
  tagIds?: ReadonlyArray<string> | null | undefined;
  text?: string | null | undefined;
};
export type HappeningListScreenQuery$variables = {
  cityId?: string | null | undefined;
  filter?: HappeningFilter | null | undefined;
  kind: ItemKind;
  listIds: ReadonlyArray<string>;
  showRows: boolean;
};
export type HappeningListScreenQuery$data = {
  readonly lists: ReadonlyArray<{
    readonly id?: string;
    readonly name?: string;
  } | null | undefined>;
  readonly popular?: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"HappeningRow_items">;
  }>;
  readonly recommended?: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"HappeningRow_items">;
  }>;
  readonly viewer: {
    readonly city: {
      readonly name: string;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_query" | "HappeningFilterBar_query" | "HappeningPaging_query">;
};
export type HappeningListScreenQuery = {
  response: HappeningListScreenQuery$data;
  variables: HappeningListScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "cityId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "listIds"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showRows"
},
v5 = {
  "kind": "Variable",
  "name": "kind",
  "variableName": "kind"
},
v6 = [
  {
    "kind": "Variable",
    "name": "cityId",
    "variableName": "cityId"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  },
  (v5/*:: as any*/)
],
v7 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "HappeningRow_items"
  }
],
v8 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "cityId"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/)
],
v11 = [
  (v5/*:: as any*/)
],
v12 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "listIds"
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = [
  (v13/*:: as any*/),
  (v9/*:: as any*/)
],
v15 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnail",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v18 = [
  (v15/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  },
  (v5/*:: as any*/)
],
v19 = {
  "kind": "TypeDiscriminator",
  "abstractKey": "__isHappening"
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPast",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "Location",
  "kind": "LinkedField",
  "name": "location",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "venueName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "district",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "Category",
  "kind": "LinkedField",
  "name": "categories",
  "plural": true,
  "selections": [
    (v9/*:: as any*/),
    (v13/*:: as any*/)
  ],
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "concreteType": "Price",
  "kind": "LinkedField",
  "name": "price",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFree",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasSaved",
  "storageKey": null
},
v29 = [
  (v28/*:: as any*/)
],
v30 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": (v29/*:: as any*/),
      "type": "Event",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v29/*:: as any*/),
      "type": "Experience",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v29/*:: as any*/),
      "type": "Place",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        (v28/*:: as any*/)
      ],
      "type": "Article",
      "abstractKey": null
    }
  ],
  "type": "Node",
  "abstractKey": "__isNode"
},
v31 = [
  (v17/*:: as any*/),
  (v19/*:: as any*/),
  (v13/*:: as any*/),
  (v20/*:: as any*/),
  (v21/*:: as any*/),
  (v9/*:: as any*/),
  (v22/*:: as any*/),
  (v23/*:: as any*/),
  (v24/*:: as any*/),
  (v16/*:: as any*/),
  (v25/*:: as any*/),
  (v26/*:: as any*/),
  (v27/*:: as any*/),
  (v30/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "HappeningListScreenQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AppHeader_query"
      },
      {
        "condition": "showRows",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "recommended",
            "args": (v6/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "recommendedHappenings",
            "plural": true,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "popular",
            "args": (v6/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "popularHappenings",
            "plural": true,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          }
        ]
      },
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
            "args": (v8/*:: as any*/),
            "concreteType": "City",
            "kind": "LinkedField",
            "name": "city",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": (v11/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "HappeningFilterBar_query"
      },
      {
        "alias": "lists",
        "args": (v12/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": (v14/*:: as any*/),
            "type": "HomeList",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          (v15/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "HappeningPaging_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "HappeningListScreenQuery",
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
            "args": (v8/*:: as any*/),
            "concreteType": "City",
            "kind": "LinkedField",
            "name": "city",
            "plural": false,
            "selections": (v14/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "me",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fullName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pendingFollowerCount",
                "storageKey": null
              },
              (v16/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "CityConnection",
        "kind": "LinkedField",
        "name": "cities",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CityEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "City",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rawId",
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "cities(first:100)"
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "concreteType": "Category",
        "kind": "LinkedField",
        "name": "happeningCategories",
        "plural": true,
        "selections": (v14/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Audience",
        "kind": "LinkedField",
        "name": "audiences",
        "plural": true,
        "selections": (v14/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": "lists",
        "args": (v12/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          (v17/*:: as any*/),
          (v13/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v10/*:: as any*/),
            "type": "HomeList",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v18/*:: as any*/),
        "concreteType": "HappeningConnection",
        "kind": "LinkedField",
        "name": "happenings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "HappeningEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v17/*:: as any*/),
                  (v13/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v9/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v16/*:: as any*/),
                  (v25/*:: as any*/),
                  (v26/*:: as any*/),
                  (v27/*:: as any*/),
                  (v30/*:: as any*/)
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v18/*:: as any*/),
        "filters": [
          "kind",
          "filter"
        ],
        "handle": "connection",
        "key": "HappeningPaging_happenings",
        "kind": "LinkedHandle",
        "name": "happenings"
      },
      {
        "condition": "showRows",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "recommended",
            "args": (v6/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "recommendedHappenings",
            "plural": true,
            "selections": (v31/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "popular",
            "args": (v6/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "popularHappenings",
            "plural": true,
            "selections": (v31/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "8089b36ced714fbc5b5c2d629612f6860894a17770fa0158a6db3ac73f5f5e41",
    "metadata": {},
    "name": "HappeningListScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "654eae6b81758323e94aae2cc6eb7c96";

export default node;
