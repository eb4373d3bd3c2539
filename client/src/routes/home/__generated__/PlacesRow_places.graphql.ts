/**
 * @generated SignedSource<<b058d57cc002d3db5cb4fdf35a0ad460>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlacesRow_places$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PlaceCompactCard_place">;
    };
  }>;
  readonly " $fragmentType": "PlacesRow_places";
};
export type PlacesRow_places$key = {
  readonly " $data"?: PlacesRow_places$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlacesRow_places">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlacesRow_places",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PlaceEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Place",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
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
              "name": "PlaceCompactCard_place"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PlaceConnection",
  "abstractKey": null
};

(node as any).hash = "5e4740df6ee84815d52bac2660b0c82b";

export default node;
