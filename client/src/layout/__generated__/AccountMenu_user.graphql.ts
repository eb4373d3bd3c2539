/**
 * @generated SignedSource<<d280601c19c197dbab3c54f05bd50510>>
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

(node as any).hash = "211afc307c9c8f390023c71fb16ce97e";

export default node;
