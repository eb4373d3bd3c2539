/**
 * @generated SignedSource<<4c2106347510acb68aff68b67acc95d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FacebookFriends_viewer$data = {
  readonly facebookFriends: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"FollowButton_user" | "MemberRow_user">;
      };
    }>;
  } | null | undefined;
  readonly me: {
    readonly isFacebookUser: boolean | null | undefined;
  } | null | undefined;
  readonly socialSignIn: {
    readonly facebook: boolean;
    readonly facebookAppId: string | null | undefined;
    readonly facebookLoginUrl: string | null | undefined;
  };
  readonly " $fragmentType": "FacebookFriends_viewer";
};
export type FacebookFriends_viewer$key = {
  readonly " $data"?: FacebookFriends_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"FacebookFriends_viewer">;
};

import FacebookFriendsPaginationQuery_graphql from './FacebookFriendsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "facebookFriends"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": FacebookFriendsPaginationQuery_graphql
    }
  },
  "name": "FacebookFriends_viewer",
  "selections": [
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
          "name": "facebookAppId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "facebookLoginUrl",
          "storageKey": null
        }
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
          "name": "isFacebookUser",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "facebookFriends",
      "args": null,
      "concreteType": "UserConnection",
      "kind": "LinkedField",
      "name": "__FacebookFriends_facebookFriends_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "MemberRow_user"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "FollowButton_user"
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "45076cbc1847a3f6e863bee20357028a";

export default node;
