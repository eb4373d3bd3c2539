/**
 * @generated SignedSource<<1b03113d61cd09b62f96113a72370446>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type sessionPayload_payload$data = {
  readonly token: {
    readonly accessToken: string;
    readonly createdAt: number;
    readonly expiresIn: number;
    readonly refreshToken: string;
    readonly scope: string;
    readonly tokenType: string;
  } | null | undefined;
  readonly userErrors: ReadonlyArray<{
    readonly field: string | null | undefined;
    readonly message: string;
  }>;
  readonly viewer: {
    readonly me: {
      readonly email: string | null | undefined;
      readonly firstName: string;
      readonly fullName: string;
      readonly id: string;
      readonly image: {
        readonly thumbnail: any;
      } | null | undefined;
    } | null | undefined;
  };
  readonly " $fragmentType": "sessionPayload_payload";
};
export type sessionPayload_payload$key = {
  readonly " $data"?: sessionPayload_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"sessionPayload_payload">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "sessionPayload_payload"
};

(node as any).hash = "16f9f84cbca622dd01d436074e2fbb8e";

export default node;
