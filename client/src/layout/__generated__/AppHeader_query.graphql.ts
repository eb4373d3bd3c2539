/**
 * @generated SignedSource<<26b2dffe796df54c7066d5982a752284>>
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

(node as any).hash = "9e84ef2b54cee5541bc7dabdbfd1d7e1";

export default node;
