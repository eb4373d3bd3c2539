/**
 * @generated SignedSource<<67a78d1967163e7a85bd2b41545e11d4>>
 * @relayHash 00b8a47ae4575e031cfc5fd507d926eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e462f75300c1cb132100c619bbbfeac5d16f4fc2a598a14e36916a185dc1c76

import { ConcreteRequest } from 'relay-runtime';
export type ToggleFavouritesInput = {
  changes: ReadonlyArray<FavouriteListChange>;
  itemId: string;
};
export type FavouriteListChange = {
  listId: string;
  saved: boolean;
};
export type useToggleFavouritesMutation$variables = {
  input: ToggleFavouritesInput;
  itemId: string;
};
export type useToggleFavouritesMutation$data = {
  readonly toggleFavourites: {
    readonly item: {
      readonly id: string;
      readonly viewerHasSaved?: boolean;
    } | null | undefined;
    readonly lists: ReadonlyArray<{
      readonly contains: boolean;
      readonly id: string;
      readonly itemCount: number;
    }>;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useToggleFavouritesMutation = {
  response: useToggleFavouritesMutation$data;
  variables: useToggleFavouritesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "itemId"
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "FavouriteList",
  "kind": "LinkedField",
  "name": "lists",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "itemId",
          "variableName": "itemId"
        }
      ],
      "kind": "ScalarField",
      "name": "contains",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "viewerHasSaved",
    "storageKey": null
  }
],
v5 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "Event",
  "abstractKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "Experience",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "Place",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": (v4/*:: as any*/),
  "type": "Article",
  "abstractKey": null
},
v9 = {
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
    "name": "useToggleFavouritesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ToggleFavouritesPayload",
        "kind": "LinkedField",
        "name": "toggleFavourites",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
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
    "name": "useToggleFavouritesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ToggleFavouritesPayload",
        "kind": "LinkedField",
        "name": "toggleFavourites",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v2/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2e462f75300c1cb132100c619bbbfeac5d16f4fc2a598a14e36916a185dc1c76",
    "metadata": {},
    "name": "useToggleFavouritesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c7aafb616dfed70ced4d27782484ba22";

export default node;
