/**
 * @generated SignedSource<<3501c23feeb6ef75f21b809ca82b74ad>>
 * @relayHash a8953173c8b8c50ba9276bd9cb127613
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a7214f9a0c76a12db85fb76a42d60e8bea833c5707c764f47952e2b331ca361

import { ConcreteRequest } from 'relay-runtime';
export type VoteInput = {
  targetId: string;
};
export type useVoteMutationsVoteMutation$variables = {
  input: VoteInput;
};
export type useVoteMutationsVoteMutation$data = {
  readonly vote: {
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
export type useVoteMutationsVoteMutation$rawResponse = {
  readonly vote: {
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
export type useVoteMutationsVoteMutation = {
  rawResponse: useVoteMutationsVoteMutation$rawResponse;
  response: useVoteMutationsVoteMutation$data;
  variables: useVoteMutationsVoteMutation$variables;
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
    "name": "vote",
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
    "name": "useVoteMutationsVoteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVoteMutationsVoteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "0a7214f9a0c76a12db85fb76a42d60e8bea833c5707c764f47952e2b331ca361",
    "metadata": {},
    "name": "useVoteMutationsVoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "743c953bcf002142cc9c2679a0b588de";

export default node;
