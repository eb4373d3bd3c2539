/**
 * @generated SignedSource<<d1c36ebb270c5fe81b072c769a177293>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PageShell_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_query" | "PagePopups_query">;
  readonly " $fragmentType": "PageShell_query";
};
export type PageShell_query$key = {
  readonly " $data"?: PageShell_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PageShell_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PageShell_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AppHeader_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PagePopups_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "5c85179294c508bcd0b343398a716446";

export default node;
