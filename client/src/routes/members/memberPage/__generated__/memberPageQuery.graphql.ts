/**
 * @generated SignedSource<<3e758d000492984d8335484cb4820469>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type memberPageQuery$variables = Record<PropertyKey, never>;
export type memberPageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SocialSignInButtons_viewer">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_query">;
};
export type memberPageQuery = {
  response: memberPageQuery$data;
  variables: memberPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "memberPageQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "SocialSignInButtons_viewer"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "memberPageQuery",
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
              (v0/*:: as any*/)
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
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SocialSignInProviders",
            "kind": "LinkedField",
            "name": "socialSignIn",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "facebook",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "apple",
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
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rawId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "cities(first:100)"
      }
    ]
  },
  "params": {
    "cacheID": "93f68aafda7c9b5570520fc3cbaaa6b4",
    "id": null,
    "metadata": {},
    "name": "memberPageQuery",
    "operationKind": "query",
    "text": "query memberPageQuery {\n  ...AppHeader_query\n  viewer {\n    ...SocialSignInButtons_viewer\n  }\n}\n\nfragment AccountMenu_user on User {\n  firstName\n  fullName\n  image {\n    thumbnail\n  }\n}\n\nfragment AppHeader_query on Query {\n  ...CitySelect_query\n  viewer {\n    me {\n      ...AccountMenu_user\n      id\n    }\n  }\n}\n\nfragment CitySelect_query on Query {\n  viewer {\n    city {\n      id\n    }\n  }\n  cities(first: 100) {\n    edges {\n      node {\n        id\n        rawId\n        name\n      }\n    }\n  }\n}\n\nfragment SocialSignInButtons_viewer on Viewer {\n  socialSignIn {\n    facebook\n    apple\n  }\n}\n"
  }
};
})();

(node as any).hash = "9951ba62c493df4a2b40578610675959";

export default node;
