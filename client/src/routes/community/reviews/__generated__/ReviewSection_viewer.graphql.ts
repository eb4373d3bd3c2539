/**
 * @generated SignedSource<<1ea78157604f052fa6d5b5096d37a301>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewSection_viewer$data = {
  readonly fullName: string;
  readonly id: string;
  readonly level: number;
  readonly levelName: string | null | undefined;
  readonly " $fragmentType": "ReviewSection_viewer";
};
export type ReviewSection_viewer$key = {
  readonly " $data"?: ReviewSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewSection_viewer",
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
      "name": "level",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "levelName",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a759545698aed714b0cb434bfe5f5233";

export default node;
