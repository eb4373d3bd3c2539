/**
 * @generated SignedSource<<5e4d231d1e5219ae928fd232ea259858>>
 * @relayHash bf1d8d7dfd87298f238ed9f6ca5f851a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c34c36e2df1c068b9e2e66f50171050faea2bce24d389ab876d8fff7ce4e6643

import { ConcreteRequest } from 'relay-runtime';
export type DeleteFavouriteListInput = {
  listId: string;
};
export type useFavouriteListMutationsDeleteMutation$variables = {
  input: DeleteFavouriteListInput;
};
export type useFavouriteListMutationsDeleteMutation$data = {
  readonly deleteFavouriteList: {
    readonly deletedListId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useFavouriteListMutationsDeleteMutation = {
  response: useFavouriteListMutationsDeleteMutation$data;
  variables: useFavouriteListMutationsDeleteMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedListId",
  "storageKey": null
},
v3 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFavouriteListMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteFavouriteListPayload",
        "kind": "LinkedField",
        "name": "deleteFavouriteList",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFavouriteListMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteFavouriteListPayload",
        "kind": "LinkedField",
        "name": "deleteFavouriteList",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedListId"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c34c36e2df1c068b9e2e66f50171050faea2bce24d389ab876d8fff7ce4e6643",
    "metadata": {},
    "name": "useFavouriteListMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c78b313d7d589fe8e05d8e83537e6d1d";

export default node;
