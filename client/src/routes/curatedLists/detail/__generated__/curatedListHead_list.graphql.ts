/**
 * @generated SignedSource<<e7c567eba61d82cd5023c08298c4ff53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type curatedListHead_list$data = {
  readonly cover: {
    readonly alt: string | null | undefined;
    readonly url: any;
  } | null | undefined;
  readonly description: string;
  readonly name: string;
  readonly " $fragmentType": "curatedListHead_list";
};
export type curatedListHead_list$key = {
  readonly " $data"?: curatedListHead_list$data;
  readonly " $fragmentSpreads": FragmentRefs<"curatedListHead_list">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "curatedListHead_list"
};

(node as any).hash = "d4dedfff2b99319300f2c9b3eab7f46a";

export default node;
