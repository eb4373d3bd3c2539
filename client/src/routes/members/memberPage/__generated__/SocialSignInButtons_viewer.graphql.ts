/**
 * @generated SignedSource<<eacb6d94659cb0ade7d10c11c98cd8e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SocialSignInButtons_viewer$data = {
  readonly socialSignIn: {
    readonly apple: boolean;
    readonly facebook: boolean;
  };
  readonly " $fragmentType": "SocialSignInButtons_viewer";
};
export type SocialSignInButtons_viewer$key = {
  readonly " $data"?: SocialSignInButtons_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialSignInButtons_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SocialSignInButtons_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SocialSignInProviders",
      "kind": "LinkedField",
      "name": "socialSignIn",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "facebook",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "apple",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7deb45fc5930ea0c8bb5a748d42bfcfc";

export default node;
