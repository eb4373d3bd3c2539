/**
 * @generated SignedSource<<32cf0cd4fcf12a2eac83ceba518a34b4>>
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
      readonly " $fragmentSpreads": FragmentRefs<"MemberMenu_user">;
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
              "name": "MemberMenu_user"
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

(node as any).hash = "c8eac6fdbc953adc1597cc916d3c6256";

export default node;
