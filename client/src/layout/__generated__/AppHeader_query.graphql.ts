/**
 * @generated SignedSource<<a8d49abbd736d788a9dcc6be076253e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppHeader_query$data = {
  readonly viewer: {
    readonly me: {
      readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_user">;
    } | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CitySelect_query" | "HeaderSearch_query">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "HeaderSearch_query"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "me",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "AccountMenu_user"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "96d514352a54771754756d5426b27ce0";

export default node;
