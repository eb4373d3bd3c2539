// Text that comes in (docs/rest-contract.md#text): what the database cannot store is refused with a field error, and
// unpaired bidi controls are removed from what is written.
import { describe, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/app.ts';
import { call, itemId, newMember } from './helpers/community.ts';
import { multipart, register, signIn } from './helpers/members.ts';

const UNSTORABLE = 'This text has characters that cannot be stored (a null character or broken Unicode).';
const refused = (field: string) => ({
  [field]: [UNSTORABLE],
  code: 'invalid',
  codes: { [field]: [{ code: 'text_unstorable' }] },
});

const postJson = (api: TestApi, url: string, bytes: Buffer, headers: Record<string, string> = {}) =>
  api.request({ method: 'POST', url, payload: bytes, headers: { 'content-type': 'application/json', ...headers } });

describeApi('incoming text', (api) => {
  describe('refused when the database cannot store it', () => {
    it('a null character in a query string (search text, a place search)', async () => {
      const search = await api.get('/api/v1/events/search/?text=a%00b');
      expect(search.status).toBe(400);
      expect(search.json).toEqual(refused('text'));
      expect((await api.get('/api/v1/places/tags/?search=%00')).status).toBe(400);
    });

    it('a query string that is not UTF-8', async () => {
      const answer = await api.get('/api/v1/events/search/?text=caf%E9');
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual(refused('text'));
    });

    it('a null character or a lone surrogate in a JSON body, nested or not', async () => {
      const author = await newMember(api);
      const id = await itemId(api, 'events', 'corniche-concert');
      const nul = await call(api, 'POST', '/api/v1/events/tips/', author, { entity: id, text: 'good\u0000tip' });
      expect(nul.status).toBe(400);
      expect(nul.json).toEqual(refused('text'));
      // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back into one.
      const lone = await call(api, 'POST', '/api/v1/events/tips/', author, { entity: id, text: 'good \ud800 tip' });
      expect(lone.status).toBe(400);
      expect(lone.json.codes).toEqual({ text: [{ code: 'text_unstorable' }] });
      const nested = await call(api, 'POST', '/api/v1/favourites/', author, { name: 'x', extra: { deep: '\u0000' } });
      expect(nested.status).toBe(400);
      expect(nested.json.codes.extra).toEqual({ deep: [{ code: 'text_unstorable' }] });
    });

    it('a JSON body that is not UTF-8', async () => {
      const author = await newMember(api);
      const body = Buffer.concat([Buffer.from('{"entity": 1, "text": "caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
      const answer = await postJson(api, '/api/v1/events/tips/', body, author.headers);
      expect(answer.status).toBe(400);
      expect(answer.json.codes).toEqual({ non_field_errors: [{ code: 'text_unstorable' }] });
    });

    it('a null character in a multipart field', async () => {
      const author = await newMember(api);
      const { payload, contentType } = await multipart({ first_name: 'No\u0000ra' });
      const answer = await api.request({
        method: 'PATCH',
        url: `/api/v1/me/${author.id}/`,
        payload,
        headers: { ...author.headers, 'content-type': contentType },
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual(refused('first_name'));
    });
  });

  describe('bidi controls', () => {
    it('an unpaired override or embedding is removed from a stored tip; balanced isolates are kept', async () => {
      const author = await newMember(api);
      const id = await itemId(api, 'events', 'corniche-concert');
      const tip = async (text: string) =>
        (await call(api, 'POST', '/api/v1/events/tips/', author, { entity: id, text })).json.text;
      expect(await tip('good \u202Etxt.exe')).toBe('good txt.exe');
      expect(await tip('a \u202Bpaired embedding\u202C too')).toBe('a paired embedding too');
      expect(await tip('see \u2067مرحبا\u2069 here')).toBe('see \u2067مرحبا\u2069 here');
      expect(await tip('open \u2068isolate')).toBe('open isolate');
      expect(await tip('stray close\u2069 \u202C')).toBe('stray close');
      expect(await tip('line one \u2067x\nline two\u2069')).toBe('line one x\nline two');
    });

    it('is left in passwords, so a password signs in as it was chosen', async () => {
      const email = `bidi-${Date.now()}@example.com`;
      const password = 'Strong2026\u202E';
      const registered = await register(api, { first_name: 'Nora', last_name: 'Saleh', email, password });
      expect(registered.status).toBe(201);
      expect((await signIn(api, email, password)).status).toBe(200);
      const signIn2 = await signIn(api, email, 'Strong2026');
      expect(signIn2.status).toBe(400);
    });
  });
});
