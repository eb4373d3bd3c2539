/**
 * @generated SignedSource<<b34bc54a1fc93f1056d9470fa7dbcca1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppHeader_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CitySelect_query">;
  readonly " $fragmentType": "AppHeader_query";
};
export type AppHeader_query$key = {
  readonly " $data"?: AppHeader_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppHeader_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CitySelect_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "9322db49778c8eee96e7470106cfec41";

export default node;
