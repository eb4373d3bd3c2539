// Helpers of the members tests: unique accounts, the rest-api's development outbox, a real PNG file.
import { crc32, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { TestGateway } from './gateway.ts';

export const PASSWORD = 'Sunrise2026';

let counter = 0;
/** An email no other test uses (the rest-api is shared by every test file). */
export const uniqueEmail = (label: string) => `${label}.${process.pid}.${Date.now()}.${++counter}@example.com`;

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export const TOKEN_FIELDS = 'token { accessToken tokenType expiresIn refreshToken scope createdAt }';
export const SESSION_FIELDS = `${TOKEN_FIELDS} viewer { me { rawId email firstName lastName } } userErrors { field message }`;

export interface Session {
  accessToken: string;
  refreshToken: string;
  rawId: number;
  /** created_at + expires_in, in epoch seconds (docs/members.md#tokens). */
  expiresAt: number;
}

/** Signs a new member up (and so in); fails the test unless it works. */
export async function signUp(
  gateway: TestGateway,
  email = uniqueEmail('member'),
  password = PASSWORD,
): Promise<Session & { email: string }> {
  const response = await gateway.graphql(
    `mutation ($input: SignUpInput!) { signUp(input: $input) { ${SESSION_FIELDS} } }`,
    {
      input: { firstName: 'Noura', lastName: 'Saleh', email, password },
    },
  );
  const payload = response.body.data?.signUp;
  expect(payload?.userErrors, JSON.stringify(response.body.errors)).toEqual([]);
  const { accessToken, refreshToken, createdAt, expiresIn } = payload.token;
  return { email, accessToken, refreshToken, rawId: payload.viewer.me.rawId, expiresAt: createdAt + expiresIn };
}

interface OutboxEmail {
  to: string;
  subject: string;
  link: string | null;
}

/** The token of the newest email to `to` whose link goes to `page` (verify-email, reset-password, delete-account). */
export async function tokenFromOutbox(restApiUrl: string, to: string, page: string): Promise<string> {
  const answer = (await (await fetch(`${restApiUrl}/dev/outbox.json`)).json()) as { results: OutboxEmail[] };
  const email = answer.results.find(
    (entry) => entry.to === to && entry.link && new URL(entry.link).pathname === `/${page}`,
  );
  if (!email) throw new Error(`No ${page} email to ${to} in the outbox`);
  return new URL(email.link!).searchParams.get('token')!;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of one colour. */
export function png(width = 4, height = 4, rgb: [number, number, number] = [20, 120, 200]): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(pixels)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
