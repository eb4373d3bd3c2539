/**
 * @generated SignedSource<<77c4b16eac544117f36c33be9657c94f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PagePopups_query$data = {
  readonly floatingPopups: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"FloatingPopupHost_popups">;
  }>;
  readonly " $fragmentType": "PagePopups_query";
};
export type PagePopups_query$key = {
  readonly " $data"?: PagePopups_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PagePopups_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "pageUrl"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PagePopups_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "pageUrl",
          "variableName": "pageUrl"
        }
      ],
      "concreteType": "FloatingPopup",
      "kind": "LinkedField",
      "name": "floatingPopups",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FloatingPopupHost_popups"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "6af296dafd9e3dc765207457bb76b161";

export default node;
