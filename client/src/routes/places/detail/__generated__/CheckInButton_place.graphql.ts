/**
 * @generated SignedSource<<82678d945fecd29964ad197822213f4d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckInButton_place$data = {
  readonly checkInCount: number;
  readonly id: string;
  readonly name: string;
  readonly viewerLastCheckIn: any | null | undefined;
  readonly " $fragmentType": "CheckInButton_place";
};
export type CheckInButton_place$key = {
  readonly " $data"?: CheckInButton_place$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckInButton_place">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckInButton_place",
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
      "name": "checkInCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerLastCheckIn",
      "storageKey": null
    }
  ],
  "type": "Place",
  "abstractKey": null
};

(node as any).hash = "0527663dbf063b7c999c1c4d4ea453aa";

export default node;
