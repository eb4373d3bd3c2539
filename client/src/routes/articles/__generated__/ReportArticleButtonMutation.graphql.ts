/**
 * @generated SignedSource<<20d7c18ae7da3d62fb742c6d553e409a>>
 * @relayHash b6fcae87015aef007f795f5bdf78db55
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3090f12efc37a6d78e155e61ae207638ce7d2243d6f39bea630caf87b254f0d

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
    "id": "a3090f12efc37a6d78e155e61ae207638ce7d2243d6f39bea630caf87b254f0d",
    "metadata": {},
    "name": "ReportArticleButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ebeb8cce91b7ee78858dae205c3a6289";

export default node;
