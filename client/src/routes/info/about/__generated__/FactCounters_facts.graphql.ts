/**
 * @generated SignedSource<<7b8fc8042650b02640d4634bcd88593f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FactCounters_facts$data = {
  readonly cities: number;
  readonly events: number;
  readonly experiences: number;
  readonly members: number;
  readonly places: number;
  readonly tips: number;
  readonly " $fragmentType": "FactCounters_facts";
};
export type FactCounters_facts$key = {
  readonly " $data"?: FactCounters_facts$data;
  readonly " $fragmentSpreads": FragmentRefs<"FactCounters_facts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FactCounters_facts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cities",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "places",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "events",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "experiences",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "members",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tips",
      "storageKey": null
    }
  ],
  "type": "SiteFacts",
  "abstractKey": null
};

(node as any).hash = "8ccd96015d969df72acce4b40aa93cb1";

export default node;
