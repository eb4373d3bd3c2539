/**
 * @generated SignedSource<<1e9820e4159f7adbd7c94b4cde3c6b54>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type articleHead_article$data = {
  readonly cover: {
    readonly alt: string | null | undefined;
    readonly url: any;
  } | null | undefined;
  readonly summary: string;
  readonly title: string;
  readonly " $fragmentType": "articleHead_article";
};
export type articleHead_article$key = {
  readonly " $data"?: articleHead_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"articleHead_article">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "articleHead_article"
};

(node as any).hash = "6d2a9e3d15dee3fea70c8c3baf7fcaab";

export default node;
