/**
 * @generated SignedSource<<1f1b4b62a6fe008e10965dc14530816e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberContent_user$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MemberContent_followers" | "MemberContent_followings" | "MemberContent_photos" | "MemberContent_tips">;
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
      "name": "MemberContent_tips"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MemberContent_photos"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MemberContent_followers"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MemberContent_followings"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b7288f9c603ef124bb59558956f098ce";

export default node;
