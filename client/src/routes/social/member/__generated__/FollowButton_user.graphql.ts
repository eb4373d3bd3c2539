/**
 * @generated SignedSource<<8539fd52c86d42d0fa0d99064d928799>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FollowState = "ACCEPT_FOLLOW_REQUEST" | "FOLLOW" | "FOLLOWING" | "REQUESTED" | "UNFOLLOW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FollowButton_user$data = {
  readonly followState: FollowState | null | undefined;
  readonly id: string;
  readonly isPrivate: boolean;
  readonly " $fragmentType": "FollowButton_user";
};
export type FollowButton_user$key = {
  readonly " $data"?: FollowButton_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowButton_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FollowButton_user",
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
      "name": "isPrivate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followState",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "341d504b3f5a85d7492b88b358bd621c";

export default node;
