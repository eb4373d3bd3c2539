/**
 * @generated SignedSource<<d3d687e68b91744d62f16cd645d50922>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountMenu_user$data = {
  readonly firstName: string;
  readonly fullName: string;
  readonly image: {
    readonly thumbnail: any;
  } | null | undefined;
  readonly pendingFollowerCount: number | null | undefined;
  readonly " $fragmentType": "AccountMenu_user";
};
export type AccountMenu_user$key = {
  readonly " $data"?: AccountMenu_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountMenu_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
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
      "name": "pendingFollowerCount",
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
          "name": "thumbnail",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "44e3c1bb0e7a5a4d558fa9262bab61b9";

export default node;
