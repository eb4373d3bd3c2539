/**
 * @generated SignedSource<<e8215f9c82151ccd31db2d5227436495>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ItemKind = "EVENT" | "EXPERIENCE" | "%future added value";
export type OrderStatus = "CANCELLED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderList_order$data = {
  readonly createdAt: any;
  readonly item: {
    readonly kind: ItemKind;
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
  readonly number: string;
  readonly status: OrderStatus;
  readonly tickets: number;
  readonly total: {
    readonly amount: number | null | undefined;
    readonly currency: string;
  };
  readonly " $fragmentType": "OrderList_order";
};
export type OrderList_order$key = {
  readonly " $data"?: OrderList_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderList_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderList_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tickets",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Price",
      "kind": "LinkedField",
      "name": "total",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "item",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "556028e1cf247890b02ffe1b0ec05c28";

export default node;
