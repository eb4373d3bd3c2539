/**
 * @generated SignedSource<<63fcea195e22f667f407df1132a675fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NumberList_section$data = {
  readonly items: ReadonlyArray<{
    readonly key: string;
    readonly nameAr: string;
    readonly nameEn: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "NumberList_section";
};
export type NumberList_section$key = {
  readonly " $data"?: NumberList_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"NumberList_section">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NumberList_section",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "InfoItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameEn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameAr",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InfoSection",
  "abstractKey": null
};

(node as any).hash = "ff5e16fb0d22fb2cf74fbb3da1574419";

export default node;
