/**
 * @generated SignedSource<<11a7383786b0f464da4edfc16ab9c38d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InfoSectionView_section$data = {
  readonly body: string;
  readonly heading: string;
  readonly items: ReadonlyArray<{
    readonly key: string;
    readonly name: string;
  }>;
  readonly key: string;
  readonly " $fragmentSpreads": FragmentRefs<"NumberList_section" | "StoreBadges_section">;
  readonly " $fragmentType": "InfoSectionView_section";
};
export type InfoSectionView_section$key = {
  readonly " $data"?: InfoSectionView_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"InfoSectionView_section">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InfoSectionView_section",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heading",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InfoItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NumberList_section"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StoreBadges_section"
    }
  ],
  "type": "InfoSection",
  "abstractKey": null
};
})();

(node as any).hash = "62e97461469309d0f1e6b8c5194eca1c";

export default node;
