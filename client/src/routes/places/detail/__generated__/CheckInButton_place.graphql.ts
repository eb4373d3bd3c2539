/**
 * @generated SignedSource<<0a815ea775fe82847d6bfab3b6e2df57>>
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

(node as any).hash = "1d33f51f53c495128d0f2be9ec96b0c9";

export default node;
