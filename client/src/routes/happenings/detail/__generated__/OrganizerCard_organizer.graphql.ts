/**
 * @generated SignedSource<<5712065f0b329b371ff56a5b10fd2de0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganizerCard_organizer$data = {
  readonly description: string | null | undefined;
  readonly logo: any | null | undefined;
  readonly name: string;
  readonly website: any | null | undefined;
  readonly " $fragmentType": "OrganizerCard_organizer";
};
export type OrganizerCard_organizer$key = {
  readonly " $data"?: OrganizerCard_organizer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizerCard_organizer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizerCard_organizer",
  "selections": [
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
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logo",
      "storageKey": null
    }
  ],
  "type": "Organizer",
  "abstractKey": null
};

(node as any).hash = "4e99f636e117b53c06a15b18c7ac18f7";

export default node;
