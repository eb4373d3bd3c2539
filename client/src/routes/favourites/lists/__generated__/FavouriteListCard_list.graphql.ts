/**
 * @generated SignedSource<<030f5ec0b063ef9a386a21fc2ea2e8ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FavouriteListCard_list$data = {
  readonly description: string;
  readonly id: string;
  readonly itemCount: number;
  readonly name: string;
  readonly " $fragmentType": "FavouriteListCard_list";
};
export type FavouriteListCard_list$key = {
  readonly " $data"?: FavouriteListCard_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"FavouriteListCard_list">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FavouriteListCard_list",
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
      "name": "itemCount",
      "storageKey": null
    }
  ],
  "type": "FavouriteList",
  "abstractKey": null
};

(node as any).hash = "03d29a679997faf442d0394fd1f027be";

export default node;
