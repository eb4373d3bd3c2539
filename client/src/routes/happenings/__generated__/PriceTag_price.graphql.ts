/**
 * @generated SignedSource<<6baffc86765bfc791e1c119ed063b924>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PriceTag_price$data = {
  readonly amount: number | null | undefined;
  readonly currency: string;
  readonly isFree: boolean;
  readonly " $fragmentType": "PriceTag_price";
};
export type PriceTag_price$key = {
  readonly " $data"?: PriceTag_price$data;
  readonly " $fragmentSpreads": FragmentRefs<"PriceTag_price">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PriceTag_price",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFree",
      "storageKey": null
    },
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
  "type": "Price",
  "abstractKey": null
};

(node as any).hash = "048a1a7d0150aef60fd8cc04351a3812";

export default node;
