/**
 * @generated SignedSource<<b7e34384f872871cc935a467733896bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NearbyPlaces_place$data = {
  readonly nearby: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PlaceListItem_place">;
  }>;
  readonly " $fragmentType": "NearbyPlaces_place";
};
export type NearbyPlaces_place$key = {
  readonly " $data"?: NearbyPlaces_place$data;
  readonly " $fragmentSpreads": FragmentRefs<"NearbyPlaces_place">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NearbyPlaces_place",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 6
        }
      ],
      "concreteType": "Place",
      "kind": "LinkedField",
      "name": "nearby",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlaceListItem_place"
        }
      ],
      "storageKey": "nearby(first:6)"
    }
  ],
  "type": "Place",
  "abstractKey": null
};

(node as any).hash = "1bd032e38546655b4ec7c1937f7ebaba";

export default node;
