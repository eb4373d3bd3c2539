/**
 * @generated SignedSource<<a70d973acabe3476df4dec25c21e3a28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberMenu_user$data = {
  readonly firstName: string;
  readonly fullName: string;
  readonly image: {
    readonly thumbnail: any;
  } | null | undefined;
  readonly pendingFollowerCount: number | null | undefined;
  readonly " $fragmentType": "MemberMenu_user";
};
export type MemberMenu_user$key = {
  readonly " $data"?: MemberMenu_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberMenu_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberMenu_user",
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
      "kind": "ScalarField",
      "name": "pendingFollowerCount",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0bb29d46389cc7955951e416d6d4a1e5";

export default node;
