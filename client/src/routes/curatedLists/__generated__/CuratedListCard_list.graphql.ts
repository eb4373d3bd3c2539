/**
 * @generated SignedSource<<c8c71bc5d2847c8eaca6507718f8a7b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CuratedListCard_list$data = {
  readonly cover: {
    readonly thumbnail: any;
  } | null | undefined;
  readonly description: string;
  readonly itemCount: number;
  readonly name: string;
  readonly slug: string;
  readonly " $fragmentType": "CuratedListCard_list";
};
export type CuratedListCard_list$key = {
  readonly " $data"?: CuratedListCard_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"CuratedListCard_list">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CuratedListCard_list",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
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
      "name": "itemCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "cover",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbnail",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CuratedList",
  "abstractKey": null
};

(node as any).hash = "1b68b43a882a3e575ad4258d58f1bf51";

export default node;
