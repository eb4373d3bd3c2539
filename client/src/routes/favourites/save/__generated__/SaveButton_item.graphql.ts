/**
 * @generated SignedSource<<2db54fd292e93176dc5fdff76b4db6bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveButton_item$data = {
  readonly __typename: string;
  readonly id: string;
  readonly name?: string;
  readonly title?: string;
  readonly viewerHasSaved?: boolean;
  readonly " $fragmentType": "SaveButton_item";
};
export type SaveButton_item$key = {
  readonly " $data"?: SaveButton_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"SaveButton_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasSaved",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SaveButton_item",
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
      "kind": "InlineFragment",
      "selections": (v1/*:: as any*/),
      "type": "Event",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v1/*:: as any*/),
      "type": "Experience",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v1/*:: as any*/),
      "type": "Place",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "type": "Article",
      "abstractKey": null
    }
  ],
  "type": "Node",
  "abstractKey": "__isNode"
};
})();

(node as any).hash = "677940bca8c0ab732b46a9227e726d36";

export default node;
