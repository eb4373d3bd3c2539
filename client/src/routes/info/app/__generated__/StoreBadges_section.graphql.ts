/**
 * @generated SignedSource<<b4c3d49cf0603a05844cab79ad472e62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StoreBadges_section$data = {
  readonly items: ReadonlyArray<{
    readonly key: string;
    readonly name: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "StoreBadges_section";
};
export type StoreBadges_section$key = {
  readonly " $data"?: StoreBadges_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoreBadges_section">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StoreBadges_section",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "InfoItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InfoSection",
  "abstractKey": null
};

(node as any).hash = "bb21771912e5b75fc938e6b5c699d151";

export default node;
