/**
 * @generated SignedSource<<d7e194e5e88f3cc6483bc599800bdd9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReportReason = "CLOSED_PERMANENTLY" | "DUPLICATE" | "MISLEADING" | "NOT_REAL" | "OFFENSIVE" | "OTHER" | "SPAM" | "%future added value";
export type ReportArticleInput = {
  articleId: string;
  note?: string | null | undefined;
  reason: ReportReason;
};
export type ReportArticleButtonMutation$variables = {
  input: ReportArticleInput;
};
export type ReportArticleButtonMutation$data = {
  readonly reportArticle: {
    readonly article: {
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type ReportArticleButtonMutation = {
  response: ReportArticleButtonMutation$data;
  variables: ReportArticleButtonMutation$variables;
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
    "kind": "ClientExtension",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "input",
            "variableName": "input"
          }
        ],
        "concreteType": "ReportArticlePayload",
        "kind": "LinkedField",
        "name": "reportArticle",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Article",
            "kind": "LinkedField",
            "name": "article",
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
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportArticleButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportArticleButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8863340f17c3b3119d17d6a6f2f2d029",
    "id": null,
    "metadata": {},
    "name": "ReportArticleButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ebeb8cce91b7ee78858dae205c3a6289";

export default node;
