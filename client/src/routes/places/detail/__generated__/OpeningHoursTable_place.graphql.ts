/**
 * @generated SignedSource<<8f626ad1534fac163f810b12209764da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Weekday = "FRIDAY" | "MONDAY" | "SATURDAY" | "SUNDAY" | "THURSDAY" | "TUESDAY" | "WEDNESDAY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OpeningHoursTable_place$data = {
  readonly openingHours: ReadonlyArray<{
    readonly allDay: boolean;
    readonly closed: boolean;
    readonly spans: ReadonlyArray<{
      readonly closes: string;
      readonly opens: string;
    }>;
    readonly weekday: Weekday;
  }>;
  readonly " $fragmentType": "OpeningHoursTable_place";
};
export type OpeningHoursTable_place$key = {
  readonly " $data"?: OpeningHoursTable_place$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpeningHoursTable_place">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpeningHoursTable_place",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OpeningHoursDay",
      "kind": "LinkedField",
      "name": "openingHours",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekday",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "allDay",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OpeningSpan",
          "kind": "LinkedField",
          "name": "spans",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "opens",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "closes",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Place",
  "abstractKey": null
};

(node as any).hash = "df68f79e25539cb0a56c01a5f247bbeb";

export default node;
