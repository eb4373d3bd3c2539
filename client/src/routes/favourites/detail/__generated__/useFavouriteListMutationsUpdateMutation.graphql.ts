/**
 * @generated SignedSource<<35d0542b80f269fa510ccd2b6d8c5698>>
 * @relayHash e978a66c136f0977d0fe0a0c84cd9a04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d128f79cbc8796a61e44a27ef66e419139909cf352aab2449dc3845ffcd35412

import { ConcreteRequest } from 'relay-runtime';
export type UpdateFavouriteListInput = {
  description?: string | null | undefined;
  listId: string;
  name?: string | null | undefined;
};
export type useFavouriteListMutationsUpdateMutation$variables = {
  input: UpdateFavouriteListInput;
};
export type useFavouriteListMutationsUpdateMutation$data = {
  readonly updateFavouriteList: {
    readonly list: {
      readonly description: string;
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useFavouriteListMutationsUpdateMutation = {
  response: useFavouriteListMutationsUpdateMutation$data;
  variables: useFavouriteListMutationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "FavouriteListPayload",
    "kind": "LinkedField",
    "name": "updateFavouriteList",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FavouriteList",
        "kind": "LinkedField",
        "name": "list",
        "plural": false,
        "selections": [
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFavouriteListMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFavouriteListMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d128f79cbc8796a61e44a27ef66e419139909cf352aab2449dc3845ffcd35412",
    "metadata": {},
    "name": "useFavouriteListMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "de2be901902b6644d1b7e9de1c3553b0";

export default node;
