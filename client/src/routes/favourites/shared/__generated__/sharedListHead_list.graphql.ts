/**
 * @generated SignedSource<<8275a078555ab9a9d6702a0f45b5b8be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type sharedListHead_list$data = {
  readonly description: string;
  readonly name: string;
  readonly owner: {
    readonly fullName: string;
  };
  readonly " $fragmentType": "sharedListHead_list";
};
export type sharedListHead_list$key = {
  readonly " $data"?: sharedListHead_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"sharedListHead_list">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "sharedListHead_list"
};

(node as any).hash = "0fcac6cdc3eeb617a350c49ae65fc31f";

export default node;
