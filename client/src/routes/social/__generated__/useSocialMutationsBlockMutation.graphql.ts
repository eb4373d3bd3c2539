/**
 * @generated SignedSource<<d0b7db59b48f36b03b55ef3faf710904>>
 * @relayHash b280290945d8d0b9849bd7545c86f5d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a1d7b297e36ddda6336cec2c55e18bf6c87b920ff4ebcc2ff216ab3d89889a7

import { ConcreteRequest } from 'relay-runtime';
export type FollowState = "ACCEPT_FOLLOW_REQUEST" | "FOLLOW" | "FOLLOWING" | "REQUESTED" | "UNFOLLOW" | "%future added value";
export type SocialUserInput = {
  userId: string;
};
export type useSocialMutationsBlockMutation$variables = {
  input: SocialUserInput;
};
export type useSocialMutationsBlockMutation$data = {
  readonly blockUser: {
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
export type useSocialMutationsBlockMutation$rawResponse = {
  readonly blockUser: {
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
export type useSocialMutationsBlockMutation = {
  rawResponse: useSocialMutationsBlockMutation$rawResponse;
  response: useSocialMutationsBlockMutation$data;
  variables: useSocialMutationsBlockMutation$variables;
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
    "name": "blockUser",
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
    "name": "useSocialMutationsBlockMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSocialMutationsBlockMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8a1d7b297e36ddda6336cec2c55e18bf6c87b920ff4ebcc2ff216ab3d89889a7",
    "metadata": {},
    "name": "useSocialMutationsBlockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9114e43efaa21fcad3c9f79da978d1d8";

export default node;
