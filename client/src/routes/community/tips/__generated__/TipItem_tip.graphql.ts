/**
 * @generated SignedSource<<eb80599571bf9186493a5eb45877d892>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TipItem_tip$data = {
  readonly author: {
    readonly fullName: string;
    readonly id: string;
    readonly level: number;
    readonly levelName: string | null | undefined;
    readonly username: string | null | undefined;
  };
  readonly createdAt: any;
  readonly id: string;
  readonly text: string;
  readonly upVoteCount: number;
  readonly viewerHasVoted: boolean;
  readonly viewerIsAuthor: boolean;
  readonly " $fragmentType": "TipItem_tip";
};
export type TipItem_tip$key = {
  readonly " $data"?: TipItem_tip$data;
  readonly " $fragmentSpreads": FragmentRefs<"TipItem_tip">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TipItem_tip",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "upVoteCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasVoted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsAuthor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "level",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "levelName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Tip",
  "abstractKey": null
};
})();

(node as any).hash = "b23cb76e10ddf954428752d176af6ad6";

export default node;
