// Helpers of the member tests: sign in, bearer and basic headers, the latest emailed token, multipart bodies.
import { crc32, deflateSync } from 'node:zlib';
import type { TestApi } from './app.ts';

export const basic = (api: TestApi) =>
  `Basic ${Buffer.from(`${api.config.oauthClient.id}:${api.config.oauthClient.secret}`).toString('base64')}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

export async function tokenCall(api: TestApi, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return api.request({
    method: 'POST',
    url: '/oauth/token/',
    payload: form(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-client-key': undefined, ...headers },
  });
}

export async function signIn(api: TestApi, username: string, password: string) {
  const { id, secret } = api.config.oauthClient;
  return tokenCall(api, { grant_type: 'password', username, password, client_id: id, client_secret: secret });
}

export async function register(api: TestApi, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return api.request({ method: 'POST', url: '/api/v1/auth/register/', payload: body, headers });
}

/** The token of the newest email sent to `email` (read from the development outbox). */
export async function emailedToken(
  api: TestApi,
  email: string,
): Promise<{ token: string; link: string; subject: string }> {
  const { results } = (await api.get('/dev/outbox.json', { 'x-client-key': undefined })).json;
  const sent = results.find((row: { to: string }) => row.to === email);
  if (!sent) throw new Error(`no email to ${email}`);
  return { token: new URL(sent.link).searchParams.get('token')!, link: sent.link, subject: sent.subject };
}

export async function withBasic(api: TestApi, url: string, payload: object, headers: Record<string, string> = {}) {
  return api.request({
    method: 'POST',
    url,
    payload,
    headers: { authorization: basic(api), 'x-client-key': undefined, ...headers },
  });
}

/** A valid 1x1 PNG. */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 200, 30, 60]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body and its content type. */
export async function multipart(fields: Record<string, string | { bytes: Buffer; name: string; type: string }>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([value.bytes], { type: value.type }), value.name);
  }
  const request = new Request('http://multipart.test/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}
