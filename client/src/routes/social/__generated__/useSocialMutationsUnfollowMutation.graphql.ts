/**
 * @generated SignedSource<<39bd820aec5baf058af4e2e237c62255>>
 * @relayHash d350357a2f2bcc29901cfb5d00ec14cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb27707ee818d3488a09c2d3b5e00c814ac57f6f79f5000a45f124e79f888f17

import { ConcreteRequest } from 'relay-runtime';
export type FollowState = "ACCEPT_FOLLOW_REQUEST" | "FOLLOW" | "FOLLOWING" | "REQUESTED" | "UNFOLLOW" | "%future added value";
export type SocialUserInput = {
  userId: string;
};
export type useSocialMutationsUnfollowMutation$variables = {
  input: SocialUserInput;
};
export type useSocialMutationsUnfollowMutation$data = {
  readonly unfollowUser: {
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
export type useSocialMutationsUnfollowMutation$rawResponse = {
  readonly unfollowUser: {
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
export type useSocialMutationsUnfollowMutation = {
  rawResponse: useSocialMutationsUnfollowMutation$rawResponse;
  response: useSocialMutationsUnfollowMutation$data;
  variables: useSocialMutationsUnfollowMutation$variables;
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
    "name": "unfollowUser",
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
    "name": "useSocialMutationsUnfollowMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSocialMutationsUnfollowMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "eb27707ee818d3488a09c2d3b5e00c814ac57f6f79f5000a45f124e79f888f17",
    "metadata": {},
    "name": "useSocialMutationsUnfollowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8f46ca614f61937fe2208bb2aa4b5cde";

export default node;
