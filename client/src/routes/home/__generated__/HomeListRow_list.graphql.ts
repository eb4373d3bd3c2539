/**
 * @generated SignedSource<<042258dab64934080d3a5c31645499c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemKind = "EVENT" | "EXPERIENCE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeListRow_list$data = {
  readonly description: string | null | undefined;
  readonly id: string;
  readonly items: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"HappeningRow_items">;
  }>;
  readonly kind: ItemKind;
  readonly name: string;
  readonly " $fragmentType": "HomeListRow_list";
};
export type HomeListRow_list$key = {
  readonly " $data"?: HomeListRow_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeListRow_list">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeListRow_list",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": null,
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "HappeningRow_items"
        }
      ],
      "storageKey": "items(first:10)"
    }
  ],
  "type": "HomeList",
  "abstractKey": null
};

(node as any).hash = "1aaf6bd45cd88624f17a401680204419";

export default node;
