/**
 * @generated SignedSource<<9cd03b46647a75f1a8a976004fd96dd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PageShell_query$data = {
  readonly siteSettings: {
    readonly showHijriDates: boolean;
  };
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteSettings",
      "kind": "LinkedField",
      "name": "siteSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "showHijriDates",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3b154f80e413a7ad1c25a9cd81c9a9fa";

export default node;
