/**
 * @generated SignedSource<<d13a02965db05398fc07ee82f86e8217>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlaceOrder = "DISTANCE" | "NAME" | "POPULAR" | "RATING" | "RELEVANCE" | "%future added value";
export type PlaceFilter = {
  bounds?: BoundsInput | null | undefined;
  categoryIds?: ReadonlyArray<string> | null | undefined;
  cityId?: string | null | undefined;
  near?: PositionInput | null | undefined;
  openNow?: boolean | null | undefined;
  order?: PlaceOrder | null | undefined;
  owned?: boolean | null | undefined;
  subcategoryIds?: ReadonlyArray<string> | null | undefined;
  tagIds?: ReadonlyArray<string> | null | undefined;
  text?: string | null | undefined;
};
export type BoundsInput = {
  east: number;
  north: number;
  south: number;
  west: number;
};
export type PositionInput = {
  latitude: number;
  longitude: number;
};
export type PlaceListScreenQuery$variables = {
  filter?: PlaceFilter | null | undefined;
};
export type PlaceListScreenQuery$data = {
  readonly viewer: {
    readonly city: {
      readonly latitude: number | null | undefined;
      readonly longitude: number | null | undefined;
      readonly name: string;
    };
    readonly googleMapsApiKey: string | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_query" | "PlaceFilterBar_query" | "PlaceResults_query">;
};
export type PlaceListScreenQuery = {
  response: PlaceListScreenQuery$data;
  variables: PlaceListScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "googleMapsApiKey",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "latitude",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "longitude",
  "storageKey": null
},
v5 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
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
v8 = [
  (v5/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v9 = [
  (v2/*:: as any*/),
  (v6/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PlaceListScreenQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AppHeader_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "City",
            "kind": "LinkedField",
            "name": "city",
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
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PlaceFilterBar_query"
      },
      {
        "args": [
          (v5/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "PlaceResults_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlaceListScreenQuery",
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
            "args": null,
            "concreteType": "City",
            "kind": "LinkedField",
            "name": "city",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
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
              (v7/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
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
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rawId",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
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
        "args": null,
        "concreteType": "PlaceCategory",
        "kind": "LinkedField",
        "name": "placeCategories",
        "plural": true,
        "selections": [
          (v6/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PlaceSubcategory",
            "kind": "LinkedField",
            "name": "subcategories",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "PlaceConnection",
        "kind": "LinkedField",
        "name": "places",
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
            "concreteType": "PlaceEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Place",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlaceCategory",
                    "kind": "LinkedField",
                    "name": "category",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OpeningStatus",
                    "kind": "LinkedField",
                    "name": "openingStatus",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "state",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "closesAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "opensOn",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "opensAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Location",
                    "kind": "LinkedField",
                    "name": "location",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "address",
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
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PlaceSubcategory",
                    "kind": "LinkedField",
                    "name": "subcategory",
                    "plural": false,
                    "selections": (v9/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "distanceKm",
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "filters": [
          "filter"
        ],
        "handle": "connection",
        "key": "PlaceResults_places",
        "kind": "LinkedHandle",
        "name": "places"
      }
    ]
  },
  "params": {
    "cacheID": "315c3c71b55c44a5a9d9737dff5368d2",
    "id": null,
    "metadata": {},
    "name": "PlaceListScreenQuery",
    "operationKind": "query",
    "text": "query PlaceListScreenQuery(\n  $filter: PlaceFilter\n) {\n  ...AppHeader_query\n  viewer {\n    googleMapsApiKey\n    city {\n      name\n      latitude\n      longitude\n      id\n    }\n  }\n  ...PlaceFilterBar_query\n  ...PlaceResults_query_Vt7Yj\n}\n\nfragment AccountMenu_user on User {\n  firstName\n  fullName\n  image {\n    thumbnail\n  }\n}\n\nfragment AppHeader_query on Query {\n  ...CitySelect_query\n  viewer {\n    me {\n      ...AccountMenu_user\n      id\n    }\n  }\n}\n\nfragment CitySelect_query on Query {\n  viewer {\n    city {\n      id\n    }\n  }\n  cities(first: 100) {\n    edges {\n      node {\n        id\n        rawId\n        name\n      }\n    }\n  }\n}\n\nfragment OpeningStatusBadge_place on Place {\n  openingStatus {\n    state\n    closesAt\n    opensOn\n    opensAt\n  }\n}\n\nfragment PlaceFilterBar_query on Query {\n  placeCategories {\n    id\n    name\n    subcategories {\n      id\n      name\n    }\n  }\n}\n\nfragment PlaceListItem_place on Place {\n  id\n  slug\n  name\n  image {\n    thumbnail\n  }\n  category {\n    name\n    id\n  }\n  subcategory {\n    name\n    id\n  }\n  location {\n    address\n    district\n  }\n  distanceKm\n  ...OpeningStatusBadge_place\n}\n\nfragment PlaceResults_query_Vt7Yj on Query {\n  places(first: 20, filter: $filter) {\n    totalCount\n    edges {\n      node {\n        id\n        slug\n        name\n        category {\n          name\n          id\n        }\n        openingStatus {\n          state\n        }\n        location {\n          latitude\n          longitude\n        }\n        ...PlaceListItem_place\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ab210fc8143f756c5debd727e5e41714";

export default node;
