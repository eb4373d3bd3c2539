/**
 * @generated SignedSource<<ad231a051b594e400479db40770218ff>>
 * @relayHash 90306ea77034ba20bde710d21e46dd8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 96f5e5976ff0d02f8b907839e96cb833346dc3525968eb8d953a313c5c8732f9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeScreenQuery$variables = {
  cityId?: string | null | undefined;
  pageUrl: string;
};
export type HomeScreenQuery$data = {
  readonly homeCuratedLists: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ReadingRows_lists">;
  }>;
  readonly homeLists: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"HomeListRow_list">;
  }>;
  readonly homeSlides: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"HomeCarousel_slides" | "homeHead_slide">;
  }>;
  readonly popularPlaces: {
    readonly " $fragmentSpreads": FragmentRefs<"PlacesRow_places">;
  };
  readonly recommendedEvents: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"HappeningRow_items">;
  }>;
  readonly recommendedExperiences: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"HappeningRow_items">;
  }>;
  readonly siteSettings: {
    readonly homeVideo: {
      readonly " $fragmentSpreads": FragmentRefs<"HomeVideo_video">;
    } | null | undefined;
  };
  readonly viewer: {
    readonly city: {
      readonly name: string;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"PageShell_query" | "ReadingRows_discover">;
};
export type HomeScreenQuery = {
  response: HomeScreenQuery$data;
  variables: HomeScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cityId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "pageUrl"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "cityId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "kind": "Variable",
  "name": "cityId",
  "variableName": "cityId"
},
v4 = [
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
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
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "alt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v9 = [
  (v3/*:: as any*/),
  (v8/*:: as any*/)
],
v10 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "HappeningRow_items"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = [
  {
    "fields": [
      (v3/*:: as any*/),
      {
        "kind": "Literal",
        "name": "order",
        "value": "POPULAR"
      }
    ],
    "kind": "ObjectValue",
    "name": "filter"
  },
  (v8/*:: as any*/)
],
v13 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "thumbnail",
    "storageKey": null
  }
],
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": (v13/*:: as any*/),
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rawId",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPast",
  "storageKey": null
},
v23 = {
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
v24 = [
  (v2/*:: as any*/),
  (v11/*:: as any*/)
],
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "Category",
  "kind": "LinkedField",
  "name": "categories",
  "plural": true,
  "selections": (v24/*:: as any*/),
  "storageKey": null
},
v26 = {
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
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasSaved",
  "storageKey": null
},
v28 = [
  (v27/*:: as any*/)
],
v29 = {
  "kind": "InlineFragment",
  "selections": (v28/*:: as any*/),
  "type": "Event",
  "abstractKey": null
},
v30 = {
  "kind": "InlineFragment",
  "selections": (v28/*:: as any*/),
  "type": "Experience",
  "abstractKey": null
},
v31 = {
  "kind": "InlineFragment",
  "selections": (v28/*:: as any*/),
  "type": "Place",
  "abstractKey": null
},
v32 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
    (v27/*:: as any*/)
  ],
  "type": "Article",
  "abstractKey": null
},
v33 = [
  (v11/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": [
      (v19/*:: as any*/),
      (v18/*:: as any*/),
      (v2/*:: as any*/),
      (v20/*:: as any*/),
      (v21/*:: as any*/),
      (v22/*:: as any*/),
      (v14/*:: as any*/),
      (v23/*:: as any*/),
      (v25/*:: as any*/),
      (v26/*:: as any*/),
      {
        "kind": "InlineFragment",
        "selections": [
          (v17/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/),
          (v31/*:: as any*/),
          (v32/*:: as any*/)
        ],
        "type": "Node",
        "abstractKey": "__isNode"
      }
    ],
    "type": "Happening",
    "abstractKey": "__isHappening"
  }
],
v34 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "cover",
  "plural": false,
  "selections": (v13/*:: as any*/),
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "concreteType": "PlaceCategory",
  "kind": "LinkedField",
  "name": "category",
  "plural": false,
  "selections": (v24/*:: as any*/),
  "storageKey": null
},
v36 = [
  (v2/*:: as any*/),
  (v27/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeScreenQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PageShell_query"
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
            "args": (v1/*:: as any*/),
            "concreteType": "City",
            "kind": "LinkedField",
            "name": "city",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "HomeSlide",
        "kind": "LinkedField",
        "name": "homeSlides",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeCarousel_slides"
          },
          {
            "kind": "InlineDataFragmentSpread",
            "name": "homeHead_slide",
            "selections": [
              (v5/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "recommendedEvents",
        "plural": true,
        "selections": (v10/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "Experience",
        "kind": "LinkedField",
        "name": "recommendedExperiences",
        "plural": true,
        "selections": (v10/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "HomeList",
        "kind": "LinkedField",
        "name": "homeLists",
        "plural": true,
        "selections": [
          (v11/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeListRow_list"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SiteSettings",
        "kind": "LinkedField",
        "name": "siteSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "HomeVideo",
            "kind": "LinkedField",
            "name": "homeVideo",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "HomeVideo_video"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "CuratedList",
        "kind": "LinkedField",
        "name": "homeCuratedLists",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReadingRows_lists"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ReadingRows_discover"
      },
      {
        "alias": "popularPlaces",
        "args": (v12/*:: as any*/),
        "concreteType": "PlaceConnection",
        "kind": "LinkedField",
        "name": "places",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PlacesRow_places"
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
    "name": "HomeScreenQuery",
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
            "args": (v1/*:: as any*/),
            "concreteType": "City",
            "kind": "LinkedField",
            "name": "city",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v2/*:: as any*/)
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pendingFollowerCount",
                "storageKey": null
              },
              (v14/*:: as any*/),
              (v11/*:: as any*/)
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
                  (v11/*:: as any*/),
                  (v15/*:: as any*/),
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
        "args": [
          {
            "kind": "Variable",
            "name": "pageUrl",
            "variableName": "pageUrl"
          }
        ],
        "concreteType": "FloatingPopup",
        "kind": "LinkedField",
        "name": "floatingPopups",
        "plural": true,
        "selections": [
          (v15/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pageUrl",
            "storageKey": null
          },
          (v2/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "navigationUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "image",
            "plural": false,
            "selections": [
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SiteSettings",
        "kind": "LinkedField",
        "name": "siteSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "showHijriDates",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "HomeVideo",
            "kind": "LinkedField",
            "name": "homeVideo",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "poster",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "captions",
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
        "args": (v4/*:: as any*/),
        "concreteType": "HomeSlide",
        "kind": "LinkedField",
        "name": "homeSlides",
        "plural": true,
        "selections": [
          (v11/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subtitle",
            "storageKey": null
          },
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "target",
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "Event",
        "kind": "LinkedField",
        "name": "recommendedEvents",
        "plural": true,
        "selections": (v33/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "Experience",
        "kind": "LinkedField",
        "name": "recommendedExperiences",
        "plural": true,
        "selections": (v33/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "HomeList",
        "kind": "LinkedField",
        "name": "homeLists",
        "plural": true,
        "selections": [
          (v11/*:: as any*/),
          (v2/*:: as any*/),
          (v16/*:: as any*/),
          (v18/*:: as any*/),
          {
            "alias": null,
            "args": [
              (v8/*:: as any*/)
            ],
            "concreteType": null,
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              (v17/*:: as any*/),
              {
                "kind": "TypeDiscriminator",
                "abstractKey": "__isHappening"
              },
              (v11/*:: as any*/),
              (v19/*:: as any*/),
              (v18/*:: as any*/),
              (v2/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v14/*:: as any*/),
              (v23/*:: as any*/),
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v29/*:: as any*/),
                  (v30/*:: as any*/),
                  (v31/*:: as any*/),
                  (v32/*:: as any*/)
                ],
                "type": "Node",
                "abstractKey": "__isNode"
              }
            ],
            "storageKey": "items(first:10)"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "CuratedList",
        "kind": "LinkedField",
        "name": "homeCuratedLists",
        "plural": true,
        "selections": [
          (v11/*:: as any*/),
          (v19/*:: as any*/),
          (v2/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemCount",
            "storageKey": null
          },
          (v34/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v9/*:: as any*/),
        "concreteType": "DiscoverConnection",
        "kind": "LinkedField",
        "name": "discover",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DiscoverEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v17/*:: as any*/),
                  {
                    "kind": "TypeDiscriminator",
                    "abstractKey": "__isListItem"
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v19/*:: as any*/),
                      (v18/*:: as any*/),
                      (v2/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v22/*:: as any*/),
                      (v14/*:: as any*/),
                      (v23/*:: as any*/),
                      (v25/*:: as any*/),
                      (v26/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v11/*:: as any*/),
                          (v29/*:: as any*/),
                          (v30/*:: as any*/),
                          (v31/*:: as any*/),
                          (v32/*:: as any*/)
                        ],
                        "type": "Node",
                        "abstractKey": "__isNode"
                      }
                    ],
                    "type": "Happening",
                    "abstractKey": "__isHappening"
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v19/*:: as any*/),
                      (v2/*:: as any*/),
                      (v14/*:: as any*/),
                      (v35/*:: as any*/)
                    ],
                    "type": "Place",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v19/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "language",
                        "storageKey": null
                      },
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "summary",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "source",
                        "storageKey": null
                      },
                      (v34/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v11/*:: as any*/),
                          {
                            "kind": "InlineFragment",
                            "selections": (v36/*:: as any*/),
                            "type": "Event",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": (v36/*:: as any*/),
                            "type": "Experience",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": (v36/*:: as any*/),
                            "type": "Place",
                            "abstractKey": null
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": (v28/*:: as any*/),
                            "type": "Article",
                            "abstractKey": null
                          }
                        ],
                        "type": "Node",
                        "abstractKey": "__isNode"
                      }
                    ],
                    "type": "Article",
                    "abstractKey": null
                  },
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v11/*:: as any*/)
                    ],
                    "type": "Node",
                    "abstractKey": "__isNode"
                  }
                ],
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
        "args": (v9/*:: as any*/),
        "filters": [
          "cityId",
          "near"
        ],
        "handle": "connection",
        "key": "ReadingRows_discover",
        "kind": "LinkedHandle",
        "name": "discover"
      },
      {
        "alias": "popularPlaces",
        "args": (v12/*:: as any*/),
        "concreteType": "PlaceConnection",
        "kind": "LinkedField",
        "name": "places",
        "plural": false,
        "selections": [
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
                  (v11/*:: as any*/),
                  (v19/*:: as any*/),
                  (v2/*:: as any*/),
                  (v14/*:: as any*/),
                  (v35/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "96f5e5976ff0d02f8b907839e96cb833346dc3525968eb8d953a313c5c8732f9",
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ec24ae0f6929869f3b10998865e986b3";

export default node;
