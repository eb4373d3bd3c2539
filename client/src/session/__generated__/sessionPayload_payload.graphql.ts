/**
 * @generated SignedSource<<b315d4c958745f18fe2dc3dbba22fa8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
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
      readonly language: Locale;
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

(node as any).hash = "aaf4970048c4a3f8f32753f222e17d0e";

export default node;
