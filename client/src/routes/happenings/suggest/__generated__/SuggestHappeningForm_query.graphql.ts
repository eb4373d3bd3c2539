/**
 * @generated SignedSource<<ca00fd55de3a8eb29e07ba47ba1c976f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuggestHappeningForm_query$data = {
  readonly eventCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly experienceCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "SuggestHappeningForm_query";
};
export type SuggestHappeningForm_query$key = {
  readonly " $data"?: SuggestHappeningForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SuggestHappeningForm_query">;
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SuggestHappeningForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "eventCategories",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "experienceCategories",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "c54cbb9688319646643aec52fcce9ad7";

export default node;
