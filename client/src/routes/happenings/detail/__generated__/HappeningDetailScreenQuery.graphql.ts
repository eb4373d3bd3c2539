/**
 * @generated SignedSource<<d5747e62765e96525ed94e9494f40054>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ItemKind = "EVENT" | "EXPERIENCE" | "%future added value";
export type HappeningDetailScreenQuery$variables = {
  cityId?: string | null | undefined;
  kind: ItemKind;
  slug: string;
};
export type HappeningDetailScreenQuery$data = {
  readonly happening: {
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"HappeningDetail_item" | "happeningHead_happening">;
  } | null | undefined;
  readonly viewer: {
    readonly me: {
      readonly " $fragmentSpreads": FragmentRefs<"ReviewSection_viewer">;
    } | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_query">;
};
export type HappeningDetailScreenQuery = {
  response: HappeningDetailScreenQuery$data;
  variables: HappeningDetailScreenQuery$variables;
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
  "name": "kind"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v3 = [
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  },
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbnail",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    (v11/*:: as any*/)
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "level",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "levelName",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v16 = {
  "kind": "TypeDiscriminator",
  "abstractKey": "__isHappening"
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startDate",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPast",
  "storageKey": null
},
v21 = {
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
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "venueName",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "district",
  "storageKey": null
},
v24 = [
  (v9/*:: as any*/),
  (v4/*:: as any*/)
],
v25 = [
  (v7/*:: as any*/),
  (v11/*:: as any*/),
  (v8/*:: as any*/)
],
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": (v25/*:: as any*/),
  "storageKey": null
},
v27 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
],
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "upVoteCount",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasVoted",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsAuthor",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v33 = {
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
v34 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 9
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "HappeningDetailScreenQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "me",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ReviewSection_viewer"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "happening",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HappeningDetail_item"
          },
          {
            "kind": "InlineDataFragmentSpread",
            "name": "happeningHead_happening",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Image",
                "kind": "LinkedField",
                "name": "image",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "args": null,
            "argumentDefinitions": []
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "HappeningDetailScreenQuery",
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
            "args": [
              {
                "kind": "Variable",
                "name": "id",
                "variableName": "cityId"
              }
            ],
            "concreteType": "City",
            "kind": "LinkedField",
            "name": "city",
            "plural": false,
            "selections": [
              (v9/*:: as any*/)
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
              (v10/*:: as any*/),
              (v12/*:: as any*/),
              (v9/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/)
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
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rawId",
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
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
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "happening",
        "plural": false,
        "selections": [
          (v15/*:: as any*/),
          (v4/*:: as any*/),
          (v16/*:: as any*/),
          (v9/*:: as any*/),
          (v17/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ticketUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "attendanceCount",
            "storageKey": null
          },
          (v21/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "location",
            "plural": false,
            "selections": [
              (v22/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "address",
                "storageKey": null
              },
              (v23/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Organizer",
            "kind": "LinkedField",
            "name": "organizer",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "website",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "logo",
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "categories",
            "plural": true,
            "selections": (v24/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Audience",
            "kind": "LinkedField",
            "name": "audiences",
            "plural": true,
            "selections": (v24/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Tag",
            "kind": "LinkedField",
            "name": "tags",
            "plural": true,
            "selections": (v24/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CalendarLinks",
            "kind": "LinkedField",
            "name": "calendarLinks",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "google",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "outlook",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ics",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v26/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "gallery",
            "plural": true,
            "selections": (v25/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "WorkingHours",
            "kind": "LinkedField",
            "name": "workingHours",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weekday",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "opens",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closes",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerAttendance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 4
              }
            ],
            "concreteType": null,
            "kind": "LinkedField",
            "name": "related",
            "plural": true,
            "selections": [
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
              (v17/*:: as any*/),
              (v4/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Location",
                "kind": "LinkedField",
                "name": "location",
                "plural": false,
                "selections": [
                  (v22/*:: as any*/),
                  (v23/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Category",
                "kind": "LinkedField",
                "name": "categories",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              (v21/*:: as any*/)
            ],
            "storageKey": "related(first:4)"
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tipCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "photoCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Rating",
                "kind": "LinkedField",
                "name": "rating",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "average",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "count",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerValue",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v27/*:: as any*/),
                "concreteType": "TipConnection",
                "kind": "LinkedField",
                "name": "tips",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TipEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Tip",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v9/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "text",
                            "storageKey": null
                          },
                          (v28/*:: as any*/),
                          (v29/*:: as any*/),
                          (v30/*:: as any*/),
                          (v31/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "author",
                            "plural": false,
                            "selections": [
                              (v9/*:: as any*/),
                              (v10/*:: as any*/),
                              (v13/*:: as any*/),
                              (v14/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v15/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v32/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v33/*:: as any*/)
                ],
                "storageKey": "tips(first:5)"
              },
              {
                "alias": null,
                "args": (v27/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "TipList_tips",
                "kind": "LinkedHandle",
                "name": "tips"
              },
              {
                "alias": null,
                "args": (v34/*:: as any*/),
                "concreteType": "PhotoConnection",
                "kind": "LinkedField",
                "name": "photos",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PhotoEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Photo",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v9/*:: as any*/),
                          (v26/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "caption",
                            "storageKey": null
                          },
                          (v28/*:: as any*/),
                          (v29/*:: as any*/),
                          (v30/*:: as any*/),
                          (v31/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "author",
                            "plural": false,
                            "selections": [
                              (v9/*:: as any*/),
                              (v10/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v15/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v32/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v33/*:: as any*/)
                ],
                "storageKey": "photos(first:9)"
              },
              {
                "alias": null,
                "args": (v34/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "PhotoGallery_photos",
                "kind": "LinkedHandle",
                "name": "photos"
              }
            ],
            "type": "Reviewable",
            "abstractKey": "__isReviewable"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0d462be5dc0c710b9dce6ada49ac1e67",
    "id": null,
    "metadata": {},
    "name": "HappeningDetailScreenQuery",
    "operationKind": "query",
    "text": "query HappeningDetailScreenQuery(\n  $slug: String!\n  $kind: ItemKind!\n  $cityId: ID\n) {\n  ...AppHeader_query\n  viewer {\n    me {\n      ...ReviewSection_viewer\n      id\n    }\n  }\n  happening(kind: $kind, slug: $slug) {\n    __typename\n    name\n    ...HappeningDetail_item\n    ...happeningHead_happening\n    id\n  }\n}\n\nfragment AccountMenu_user on User {\n  firstName\n  fullName\n  image {\n    thumbnail\n  }\n}\n\nfragment AppHeader_query on Query {\n  ...CitySelect_query\n  viewer {\n    me {\n      ...AccountMenu_user\n      id\n    }\n  }\n}\n\nfragment AttendanceButtons_happening on Happening {\n  __isHappening: __typename\n  __typename\n  id\n  attendanceCount\n  viewerAttendance\n}\n\nfragment CalendarMenu_links on CalendarLinks {\n  google\n  outlook\n  ics\n}\n\nfragment CitySelect_query on Query {\n  viewer {\n    city(id: $cityId) {\n      id\n    }\n  }\n  cities(first: 100) {\n    edges {\n      node {\n        id\n        rawId\n        name\n      }\n    }\n  }\n}\n\nfragment HappeningCard_item on Happening {\n  __isHappening: __typename\n  slug\n  kind\n  name\n  startDate\n  endDate\n  isPast\n  image {\n    thumbnail\n  }\n  location {\n    venueName\n    district\n  }\n  categories {\n    name\n    id\n  }\n  price {\n    ...PriceTag_price\n  }\n}\n\nfragment HappeningDetail_item on Happening {\n  __isHappening: __typename\n  id\n  kind\n  name\n  summary\n  description\n  startDate\n  endDate\n  isPast\n  ticketUrl\n  attendanceCount\n  price {\n    ...PriceTag_price\n  }\n  location {\n    venueName\n    address\n    district\n  }\n  organizer {\n    ...OrganizerCard_organizer\n    id\n  }\n  categories {\n    id\n    name\n  }\n  audiences {\n    id\n    name\n  }\n  tags {\n    id\n    name\n  }\n  calendarLinks {\n    ...CalendarMenu_links\n  }\n  ...ImageGallery_item\n  ...WorkingHoursList_item\n  ...AttendanceButtons_happening\n  ...ReviewSection_subject\n  related(first: 4) {\n    __typename\n    ...HappeningRow_items\n    id\n  }\n}\n\nfragment HappeningRow_items on Happening {\n  __isHappening: __typename\n  id\n  ...HappeningCard_item\n}\n\nfragment ImageGallery_item on Happening {\n  __isHappening: __typename\n  name\n  image {\n    url\n    thumbnail\n    alt\n  }\n  gallery {\n    url\n    thumbnail\n    alt\n  }\n}\n\nfragment OrganizerCard_organizer on Organizer {\n  name\n  description\n  website\n  logo\n}\n\nfragment PhotoGallery_subject on Reviewable {\n  __isReviewable: __typename\n  photos(first: 9) {\n    edges {\n      node {\n        id\n        ...PhotoTile_photo\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment PhotoTile_photo on Photo {\n  id\n  image {\n    url\n    thumbnail\n    alt\n  }\n  caption\n  createdAt\n  upVoteCount\n  viewerHasVoted\n  viewerIsAuthor\n  author {\n    id\n    fullName\n  }\n}\n\nfragment PriceTag_price on Price {\n  isFree\n  amount\n  currency\n}\n\nfragment RatingStars_subject on Reviewable {\n  __isReviewable: __typename\n  __typename\n  id\n  name\n  rating {\n    average\n    count\n    viewerValue\n  }\n}\n\nfragment ReviewSection_subject on Reviewable {\n  __isReviewable: __typename\n  __typename\n  id\n  tipCount\n  photoCount\n  ...RatingStars_subject\n  ...TipList_subject\n  ...PhotoGallery_subject\n}\n\nfragment ReviewSection_viewer on User {\n  id\n  fullName\n  level\n  levelName\n}\n\nfragment TipItem_tip on Tip {\n  id\n  text\n  createdAt\n  upVoteCount\n  viewerHasVoted\n  viewerIsAuthor\n  author {\n    id\n    fullName\n    level\n    levelName\n  }\n}\n\nfragment TipList_subject on Reviewable {\n  __isReviewable: __typename\n  tips(first: 5) {\n    edges {\n      node {\n        id\n        ...TipItem_tip\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment WorkingHoursList_item on Happening {\n  __isHappening: __typename\n  workingHours {\n    weekday\n    opens\n    closes\n  }\n}\n\nfragment happeningHead_happening on Happening {\n  __isHappening: __typename\n  name\n  summary\n  description\n  image {\n    url\n    alt\n  }\n}\n"
  }
};
})();

(node as any).hash = "39ffdb6cf64a0be1ac81c9ff612a2eca";

export default node;
