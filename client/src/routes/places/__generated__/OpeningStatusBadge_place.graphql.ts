/**
 * @generated SignedSource<<7d664b8c22db69d18e4d3c7863dbecf4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OpeningState = "CLOSED" | "NOT_AVAILABLE" | "OPEN" | "%future added value";
export type Weekday = "FRIDAY" | "MONDAY" | "SATURDAY" | "SUNDAY" | "THURSDAY" | "TUESDAY" | "WEDNESDAY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OpeningStatusBadge_place$data = {
  readonly openingStatus: {
    readonly closesAt: string | null | undefined;
    readonly opensAt: string | null | undefined;
    readonly opensOn: Weekday | null | undefined;
    readonly state: OpeningState;
  };
  readonly " $fragmentType": "OpeningStatusBadge_place";
};
export type OpeningStatusBadge_place$key = {
  readonly " $data"?: OpeningStatusBadge_place$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpeningStatusBadge_place">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpeningStatusBadge_place",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OpeningStatus",
      "kind": "LinkedField",
      "name": "openingStatus",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closesAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "opensOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "opensAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Place",
  "abstractKey": null
};

(node as any).hash = "098c661ea66650c13f80ba09432cde02";

export default node;
