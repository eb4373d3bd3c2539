/**
 * @generated SignedSource<<cd8a3f4dea21fd412ee67e169d9612a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type homeHead_slide$data = {
  readonly image: {
    readonly alt: string | null | undefined;
    readonly url: any;
  };
  readonly title: string;
  readonly " $fragmentType": "homeHead_slide";
};
export type homeHead_slide$key = {
  readonly " $data"?: homeHead_slide$data;
  readonly " $fragmentSpreads": FragmentRefs<"homeHead_slide">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "homeHead_slide"
};

(node as any).hash = "c7184ee65d1c9751f3bbbb9b319e0fc6";

export default node;
