/**
 * @generated SignedSource<<cb869d813f3de93bdde6b6c6bb63e2d8>>
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
  readonly viewerHasSaved?: boolean;
  readonly " $fragmentType": "SaveButton_item";
};
export type SaveButton_item$key = {
  readonly " $data"?: SaveButton_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"SaveButton_item">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "viewerHasSaved",
    "storageKey": null
  }
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
      "selections": (v0/*:: as any*/),
      "type": "Event",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v0/*:: as any*/),
      "type": "Experience",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v0/*:: as any*/),
      "type": "Place",
      "abstractKey": null
    }
  ],
  "type": "Node",
  "abstractKey": "__isNode"
};
})();

(node as any).hash = "9c190884497b87a4a6407ba21770cb3b";

export default node;
