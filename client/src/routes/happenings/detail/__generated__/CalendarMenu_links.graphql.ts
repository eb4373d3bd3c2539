/**
 * @generated SignedSource<<43a08107a8de34a31c46310e30b62831>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CalendarMenu_links$data = {
  readonly google: any;
  readonly ics: any;
  readonly outlook: any;
  readonly " $fragmentType": "CalendarMenu_links";
};
export type CalendarMenu_links$key = {
  readonly " $data"?: CalendarMenu_links$data;
  readonly " $fragmentSpreads": FragmentRefs<"CalendarMenu_links">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CalendarMenu_links",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "google",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outlook",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ics",
      "storageKey": null
    }
  ],
  "type": "CalendarLinks",
  "abstractKey": null
};

(node as any).hash = "d5a349844f4ace806c9b5da64480b0aa";

export default node;
