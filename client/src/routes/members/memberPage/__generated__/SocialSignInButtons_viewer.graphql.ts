/**
 * @generated SignedSource<<7bc7cdacadefb294e75d919a7b608da9>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "dc68217410e5644361a71fe907016699";

export default node;
