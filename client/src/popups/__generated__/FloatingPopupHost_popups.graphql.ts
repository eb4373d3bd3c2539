/**
 * @generated SignedSource<<536d4c3a76ae375d26cb785fc872eb16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FloatingPopupHost_popups$data = ReadonlyArray<{
  readonly pageUrl: string;
  readonly rawId: number;
  readonly " $fragmentSpreads": FragmentRefs<"FloatingPopupDialog_popup">;
  readonly " $fragmentType": "FloatingPopupHost_popups";
}>;
export type FloatingPopupHost_popups$key = ReadonlyArray<{
  readonly " $data"?: FloatingPopupHost_popups$data;
  readonly " $fragmentSpreads": FragmentRefs<"FloatingPopupHost_popups">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "FloatingPopupHost_popups",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rawId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageUrl",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FloatingPopupDialog_popup"
    }
  ],
  "type": "FloatingPopup",
  "abstractKey": null
};

(node as any).hash = "3131f74f7f6dfe21639fe8f611ba5365";

export default node;
