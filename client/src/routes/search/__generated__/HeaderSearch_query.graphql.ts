/**
 * @generated SignedSource<<2f331470ed98cfc7eb31b61d1e785999>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HeaderSearch_query$data = {
  readonly viewer: {
    readonly city: {
      readonly id: string;
    };
  };
  readonly " $fragmentType": "HeaderSearch_query";
};
export type HeaderSearch_query$key = {
  readonly " $data"?: HeaderSearch_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeaderSearch_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "cityId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "HeaderSearch_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "id",
              "variableName": "cityId"
            }
          ],
          "concreteType": "City",
          "kind": "LinkedField",
          "name": "city",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "de2f85213c9854427ae67efda3dd9bff";

export default node;
