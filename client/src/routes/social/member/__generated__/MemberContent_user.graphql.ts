/**
 * @generated SignedSource<<586c9a58575e7832b1c63efa78a46e27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberContent_user$data = {
  readonly " $fragmentSpreads": FragmentRefs<"memberListFragments_followers" | "memberListFragments_followings" | "memberListFragments_photos" | "memberListFragments_tips">;
  readonly " $fragmentType": "MemberContent_user";
};
export type MemberContent_user$key = {
  readonly " $data"?: MemberContent_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberContent_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberContent_user",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "memberListFragments_tips"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "memberListFragments_photos"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "memberListFragments_followers"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "memberListFragments_followings"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f98b3bf26e531d33c87f0146eb560e69";

export default node;
