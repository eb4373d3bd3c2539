/**
 * @generated SignedSource<<c6cf2467b0c0543961e37ea8e26e0439>>
 * @relayHash afb59de2011ef532f506f39222ebc8cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 080d8cb8261bd223edebddfacc7845c0b39cc695e2a0d64891ca7ccef695f16a

import { ConcreteRequest } from 'relay-runtime';
export type VoteInput = {
  targetId: string;
};
export type useVoteMutationsUnvoteMutation$variables = {
  input: VoteInput;
};
export type useVoteMutationsUnvoteMutation$data = {
  readonly unvote: {
    readonly photo: {
      readonly id: string;
      readonly upVoteCount: number;
      readonly viewerHasVoted: boolean;
    } | null | undefined;
    readonly tip: {
      readonly id: string;
      readonly upVoteCount: number;
      readonly viewerHasVoted: boolean;
    } | null | undefined;
  };
};
export type useVoteMutationsUnvoteMutation$rawResponse = {
  readonly unvote: {
    readonly photo: {
      readonly id: string;
      readonly upVoteCount: number;
      readonly viewerHasVoted: boolean;
    } | null | undefined;
    readonly tip: {
      readonly id: string;
      readonly upVoteCount: number;
      readonly viewerHasVoted: boolean;
    } | null | undefined;
  };
};
export type useVoteMutationsUnvoteMutation = {
  rawResponse: useVoteMutationsUnvoteMutation$rawResponse;
  response: useVoteMutationsUnvoteMutation$data;
  variables: useVoteMutationsUnvoteMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "upVoteCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "viewerHasVoted",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "VotePayload",
    "kind": "LinkedField",
    "name": "unvote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Tip",
        "kind": "LinkedField",
        "name": "tip",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Photo",
        "kind": "LinkedField",
        "name": "photo",
        "plural": false,
        "selections": (v1/*:: as any*/),
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
    "name": "useVoteMutationsUnvoteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVoteMutationsUnvoteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "080d8cb8261bd223edebddfacc7845c0b39cc695e2a0d64891ca7ccef695f16a",
    "metadata": {},
    "name": "useVoteMutationsUnvoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "25a3c06a69076a30af20dae65ea8e833";

export default node;
