// Helpers of the community tests: members with sessions, item ids by slug, JSON calls with a bearer token.
import { expect } from 'vitest';
import { MEMBER_PASSWORD } from '../fixtures/seed.ts';
import type { Answer, TestApi } from './app.ts';
import { bearer, multipart, register, signIn, tinyPng } from './members.ts';

export interface Member {
  id: number;
  email: string;
  headers: Record<string, string>;
}

let registered = 0;

/** A fresh member (registered and signed in), so each test starts from zero counts. */
export async function newMember(api: TestApi, firstName = 'Nora'): Promise<Member> {
  const email = `community${++registered}-${Date.now()}@example.com`;
  const answer = await register(api, { first_name: firstName, last_name: 'Saleh', email, password: 'Strong2026' });
  expect(answer.status).toBe(201);
  return sessionOf(api, email, 'Strong2026');
}

export async function seededMember(api: TestApi, email: string): Promise<Member> {
  return sessionOf(api, email, MEMBER_PASSWORD);
}

async function sessionOf(api: TestApi, email: string, password: string): Promise<Member> {
  const session = (await signIn(api, email, password)).json;
  const headers = bearer(session.access_token);
  const me = (await api.get('/api/v1/me/', headers)).json;
  return { id: me.id, email, headers };
}

export async function itemId(api: TestApi, path: 'events' | 'experiences', slug: string): Promise<number> {
  return (await api.get(`/api/v1/${path}/${slug}/`)).json.id;
}

export const call = (
  api: TestApi,
  method: 'POST' | 'DELETE' | 'GET',
  url: string,
  who: Member | null,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<Answer> => api.request({ method, url, payload, headers: { ...(who ? who.headers : {}), ...headers } });

export const stats = async (api: TestApi, who: Member) => (await api.get('/api/v1/me/stats/', who.headers)).json;

/** Makes the member's profile private. */
export async function makePrivate(api: TestApi, who: Member) {
  const answer = await api.request({
    method: 'PATCH',
    url: `/api/v1/me/${who.id}/`,
    payload: { is_private: true },
    headers: who.headers,
  });
  expect(answer.status).toBe(200);
}

/** Uploads a tiny PNG as the member's (or a visitor's) photo of the item. */
export async function uploadPhoto(api: TestApi, who: Member | null, path: string, entity: number): Promise<Answer> {
  const { payload, contentType } = await multipart({
    entity: String(entity),
    image: { bytes: tinyPng(), name: 'dot.png', type: 'image/png' },
  });
  return api.request({
    method: 'POST',
    url: `/api/v1/${path}/photos/`,
    payload,
    headers: { ...(who?.headers ?? {}), 'content-type': contentType },
  });
}
