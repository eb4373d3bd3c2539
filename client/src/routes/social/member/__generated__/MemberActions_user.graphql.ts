/**
 * @generated SignedSource<<a78f78c47b126ffb9c01ca56f87645b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberActions_user$data = {
  readonly fullName: string;
  readonly id: string;
  readonly isBlockedByViewer: boolean;
  readonly " $fragmentType": "MemberActions_user";
};
export type MemberActions_user$key = {
  readonly " $data"?: MemberActions_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberActions_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberActions_user",
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
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isBlockedByViewer",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d6592cc0466cf41133d1d537d719434b";

export default node;
