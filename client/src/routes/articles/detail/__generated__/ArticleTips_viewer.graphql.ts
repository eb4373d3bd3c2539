/**
 * @generated SignedSource<<dd35142263954f9c612dca7104c89654>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleTips_viewer$data = {
  readonly fullName: string;
  readonly id: string;
  readonly level: number;
  readonly levelName: string | null | undefined;
  readonly " $fragmentType": "ArticleTips_viewer";
};
export type ArticleTips_viewer$key = {
  readonly " $data"?: ArticleTips_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleTips_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleTips_viewer",
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

(node as any).hash = "f0707eb7b3f3240ff1c1883f2890f2a5";

export default node;
