/**
 * @generated SignedSource<<42fa4d135f23beb4ece03e51db65feb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HappeningFilterBar_query$data = {
  readonly audiences: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly happeningCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "HappeningFilterBar_query";
};
export type HappeningFilterBar_query$key = {
  readonly " $data"?: HappeningFilterBar_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HappeningFilterBar_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "kind"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "HappeningFilterBar_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "kind",
          "variableName": "kind"
        }
      ],
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "happeningCategories",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Audience",
      "kind": "LinkedField",
      "name": "audiences",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "d68f92d688b51d37c610b53f004d8cd8";

export default node;
