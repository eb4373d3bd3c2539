/**
 * @generated SignedSource<<4e93d3cd2a601a49308b39a1eca49dec>>
 * @relayHash 8e78f722afa18cef26024d4914c3d7dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eba2ca96c8b3dc44e60586eb2d75d44584c1532107c65a91454c17574bad87ad

import { ConcreteRequest } from 'relay-runtime';
export type FollowState = "ACCEPT_FOLLOW_REQUEST" | "FOLLOW" | "FOLLOWING" | "REQUESTED" | "UNFOLLOW" | "%future added value";
export type SocialUserInput = {
  userId: string;
};
export type useSocialMutationsFollowMutation$variables = {
  input: SocialUserInput;
};
export type useSocialMutationsFollowMutation$data = {
  readonly followUser: {
    readonly me: {
      readonly blockedUserCount: number | null | undefined;
      readonly canViewContent: boolean;
      readonly followState: FollowState | null | undefined;
      readonly followerCount: number;
      readonly followingCount: number;
      readonly id: string;
      readonly isBlockedByViewer: boolean;
      readonly pendingFollowerCount: number | null | undefined;
    } | null | undefined;
    readonly user: {
      readonly blockedUserCount: number | null | undefined;
      readonly canViewContent: boolean;
      readonly followState: FollowState | null | undefined;
      readonly followerCount: number;
      readonly followingCount: number;
      readonly id: string;
      readonly isBlockedByViewer: boolean;
      readonly pendingFollowerCount: number | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSocialMutationsFollowMutation$rawResponse = {
  readonly followUser: {
    readonly me: {
      readonly blockedUserCount: number | null | undefined;
      readonly canViewContent: boolean;
      readonly followState: FollowState | null | undefined;
      readonly followerCount: number;
      readonly followingCount: number;
      readonly id: string;
      readonly isBlockedByViewer: boolean;
      readonly pendingFollowerCount: number | null | undefined;
    } | null | undefined;
    readonly user: {
      readonly blockedUserCount: number | null | undefined;
      readonly canViewContent: boolean;
      readonly followState: FollowState | null | undefined;
      readonly followerCount: number;
      readonly followingCount: number;
      readonly id: string;
      readonly isBlockedByViewer: boolean;
      readonly pendingFollowerCount: number | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSocialMutationsFollowMutation = {
  rawResponse: useSocialMutationsFollowMutation$rawResponse;
  response: useSocialMutationsFollowMutation$data;
  variables: useSocialMutationsFollowMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "followState",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isBlockedByViewer",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "canViewContent",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "followerCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "followingCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pendingFollowerCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "blockedUserCount",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SocialPayload",
    "kind": "LinkedField",
    "name": "followUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
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
    "name": "useSocialMutationsFollowMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSocialMutationsFollowMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "eba2ca96c8b3dc44e60586eb2d75d44584c1532107c65a91454c17574bad87ad",
    "metadata": {},
    "name": "useSocialMutationsFollowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f9de5730571e75093d9b92acbe273e96";

export default node;
