/**
 * @generated SignedSource<<b099a8e7ddefd3c172bc24f969682fd0>>
 * @relayHash d7f418da83c404497ec4de01d5fe3569
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID edf201210fdb2ab105335bb18e1ccc44a10c98d5f3ea1b519f1e059eb97d7fcf

import { ConcreteRequest } from 'relay-runtime';
export type FollowState = "ACCEPT_FOLLOW_REQUEST" | "FOLLOW" | "FOLLOWING" | "REQUESTED" | "UNFOLLOW" | "%future added value";
export type SocialUserInput = {
  userId: string;
};
export type useSocialMutationsUnblockMutation$variables = {
  connections: ReadonlyArray<string>;
  input: SocialUserInput;
};
export type useSocialMutationsUnblockMutation$data = {
  readonly unblockUser: {
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
    readonly removedUserId: string | null | undefined;
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
export type useSocialMutationsUnblockMutation$rawResponse = {
  readonly unblockUser: {
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
    readonly removedUserId: string | null | undefined;
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
export type useSocialMutationsUnblockMutation = {
  rawResponse: useSocialMutationsUnblockMutation$rawResponse;
  response: useSocialMutationsUnblockMutation$data;
  variables: useSocialMutationsUnblockMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedUserId",
  "storageKey": null
},
v4 = [
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
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "me",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v7 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSocialMutationsUnblockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SocialPayload",
        "kind": "LinkedField",
        "name": "unblockUser",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSocialMutationsUnblockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SocialPayload",
        "kind": "LinkedField",
        "name": "unblockUser",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "removedUserId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "edf201210fdb2ab105335bb18e1ccc44a10c98d5f3ea1b519f1e059eb97d7fcf",
    "metadata": {},
    "name": "useSocialMutationsUnblockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3f041ee4cce32a46b0380b33f2d92903";

export default node;
