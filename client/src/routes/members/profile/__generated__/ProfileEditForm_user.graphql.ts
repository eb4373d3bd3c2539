/**
 * @generated SignedSource<<7f9e78e8ee1a9e2cdb966b4626654885>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileEditForm_user$data = {
  readonly city: {
    readonly id: string;
  } | null | undefined;
  readonly firstName: string;
  readonly language: Locale;
  readonly lastName: string;
  readonly phoneNumber: string | null | undefined;
  readonly " $fragmentType": "ProfileEditForm_user";
};
export type ProfileEditForm_user$key = {
  readonly " $data"?: ProfileEditForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileEditForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileEditForm_user",
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
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phoneNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "City",
      "kind": "LinkedField",
      "name": "city",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6cce268ea00dda5d979ff4e8bc695247";

export default node;
