/**
 * @generated SignedSource<<3f64ad0e4db78b59838ba7224cf3e990>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSettings_user$data = {
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
      "name": "isPrivate",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e4a57f0a702a36cdba631ce9e36f819d";

export default node;
