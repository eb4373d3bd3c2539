/**
 * @generated SignedSource<<1e3c2533dc7fe4783e92702d01731825>>
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
    readonly appleClientId: string | null | undefined;
    readonly appleLoginUrl: string | null | undefined;
    readonly facebook: boolean;
    readonly facebookAppId: string | null | undefined;
    readonly facebookLoginUrl: string | null | undefined;
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
          "name": "facebookAppId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "facebookLoginUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "apple",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appleClientId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appleLoginUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7a6b21d09bc6c59ea6499934064abf55";

export default node;
