/**
 * @generated SignedSource<<ddd631a58a1f97a65bc47f5877d52847>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FloatingPopupDialog_popup$data = {
  readonly description: string;
  readonly image: {
    readonly url: any;
  };
  readonly name: string;
  readonly navigationUrl: string | null | undefined;
  readonly pageUrl: string;
  readonly rawId: number;
  readonly " $fragmentType": "FloatingPopupDialog_popup";
};
export type FloatingPopupDialog_popup$key = {
  readonly " $data"?: FloatingPopupDialog_popup$data;
  readonly " $fragmentSpreads": FragmentRefs<"FloatingPopupDialog_popup">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FloatingPopupDialog_popup",
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
      "name": "navigationUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FloatingPopup",
  "abstractKey": null
};

(node as any).hash = "e2b7bf472c871d976f9ca759c1b43e44";

export default node;
