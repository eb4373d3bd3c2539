/**
 * @generated SignedSource<<a24f0de27e4599bdd680642f310aea93>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FollowState = "ACCEPT_FOLLOW_REQUEST" | "FOLLOW" | "FOLLOWING" | "REQUESTED" | "UNFOLLOW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useSocialMutations_user$data = {
  readonly blockedUserCount: number | null | undefined;
  readonly canViewContent: boolean;
  readonly followState: FollowState | null | undefined;
  readonly followerCount: number;
  readonly followingCount: number;
  readonly id: string;
  readonly isBlockedByViewer: boolean;
  readonly pendingFollowerCount: number | null | undefined;
  readonly " $fragmentType": "useSocialMutations_user";
};
export type useSocialMutations_user$key = {
  readonly " $data"?: useSocialMutations_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSocialMutations_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useSocialMutations_user",
  "selections": [
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "bec2445d72a32ad0752b0ae3ba3d34d4";

export default node;
