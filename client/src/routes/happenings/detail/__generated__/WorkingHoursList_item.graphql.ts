/**
 * @generated SignedSource<<42b0e687921378d312fe153ea2fbdeca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Weekday = "FRIDAY" | "MONDAY" | "SATURDAY" | "SUNDAY" | "THURSDAY" | "TUESDAY" | "WEDNESDAY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WorkingHoursList_item$data = {
  readonly workingHours: ReadonlyArray<{
    readonly closes: string;
    readonly opens: string;
    readonly weekday: Weekday;
  }>;
  readonly " $fragmentType": "WorkingHoursList_item";
};
export type WorkingHoursList_item$key = {
  readonly " $data"?: WorkingHoursList_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkingHoursList_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkingHoursList_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkingHours",
      "kind": "LinkedField",
      "name": "workingHours",
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
  "type": "Happening",
  "abstractKey": "__isHappening"
};

(node as any).hash = "597f5e9e8a5c73599170ca29d9ac7935";

export default node;
