/**
 * @generated SignedSource<<ff6c8bd204aff5402f0d9385af031b25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSettings_user$data = {
  readonly id: string;
  readonly isPrivate: boolean;
  readonly " $fragmentType": "ProfileSettings_user";
};
export type ProfileSettings_user$key = {
  readonly " $data"?: ProfileSettings_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSettings_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileSettings_user",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "489bd8d1a32ca73a3356f2be5da2f0c8";

export default node;
