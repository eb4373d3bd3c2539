/**
 * @generated SignedSource<<974486a1b92c861c2a2ed98e00ccb7f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AttendanceStatus = "GOING" | "WANT_TO_GO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AttendanceButtons_happening$data = {
  readonly __typename: string;
  readonly attendanceCount: number;
  readonly id: string;
  readonly viewerAttendance: AttendanceStatus | null | undefined;
  readonly wantToGoCount: number;
  readonly " $fragmentType": "AttendanceButtons_happening";
};
export type AttendanceButtons_happening$key = {
  readonly " $data"?: AttendanceButtons_happening$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttendanceButtons_happening">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AttendanceButtons_happening",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
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
      "name": "attendanceCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wantToGoCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerAttendance",
      "storageKey": null
    }
  ],
  "type": "Happening",
  "abstractKey": "__isHappening"
};

(node as any).hash = "f7893df8fa983a762a615a2d8d6ace88";

export default node;
