import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { sendPush } from '../src/push/routes.ts';
import { describeApi } from './helpers/app.ts';
import { bearer, multipart, signIn } from './helpers/members.ts';

const GUEST = '3f2c1a9e-5b7d-4c1e-9a2b-0d4e6f8a1b2c';

describeApi('info pages, facts, popups, settings', (api) => {
  it('answers an info page by url, in both languages, with its sections', async () => {
    const about = await api.get('/api/v1/info-pages/?url=about');
    expect(about.status).toBe(200);
    expect(about.json).toMatchObject({ url: 'about', title_en: 'About us', title_ar: 'من نحن' });
    expect(about.json.sections.map((s: { key: string }) => s.key)).toEqual([
      'vision',
      'mission',
      'interests',
      'facts',
      'explore-app',
    ]);
    // A leading or trailing slash names the same page.
    expect((await api.get('/api/v1/info-pages/?url=%2Fterms%2F')).json.url).toBe('terms');
  });

  it('lists the important numbers as tel-ready values with names in both languages', async () => {
    const page = (await api.get('/api/v1/info-pages/?url=important-numbers')).json;
    const numbers = page.sections[0].items as { key: string; value: string; name_en: string; name_ar: string }[];
    expect(numbers.find((n) => n.key === 'unified-emergency')).toMatchObject({ value: '911' });
    expect(numbers.find((n) => n.key === 'ambulance')).toMatchObject({ value: '997' });
    expect(numbers.find((n) => n.key === 'civil-defence')).toMatchObject({ value: '998' });
    for (const n of numbers) {
      expect(n.value).toMatch(/^\d{3,10}$/);
      expect(n.name_en).not.toBe('');
      expect(n.name_ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('answers 404 for an unknown url', async () => {
    const answer = await api.get('/api/v1/info-pages/?url=no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.json.code).toBe('not_found');
  });

  it('computes the facts from the data, live', async () => {
    const before = (await api.get('/api/v1/info-pages/facts/')).json;
    const [cities] = await api.database.db.select({ n: count() }).from(t.cities);
    const [tips] = await api.database.db.select({ n: count() }).from(t.tips);
    expect(before).toMatchObject({ cities: cities.n, tips: tips.n });
    for (const key of ['places', 'events', 'experiences', 'members']) expect(before[key]).toEqual(expect.any(Number));
    await api.database.db
      .insert(t.cities)
      .values({ slug: 'taif', nameEn: 'Taif', nameAr: 'الطائف', latitude: 21.27, longitude: 40.41 });
    expect((await api.get('/api/v1/info-pages/facts/')).json.cities).toBe(cities.n + 1);
    await api.database.db.delete(t.cities).where(eq(t.cities.slug, 'taif'));
  });

  it('answers the visible popups of a page url only, with absolute images', async () => {
    const answer = await api.get('/api/v1/floating-popups/?page_url=%2Fticketing');
    expect(answer.status).toBe(200);
    expect(answer.json.results).toHaveLength(2);
    expect(answer.json.results[0]).toMatchObject({
      page_url: '/ticketing',
      image: 'http://api.test/media/slides/1.svg',
      name_ar: 'عرض الإطلاق للمنظمين',
      visible: true,
    });
    // The home popup is switched off.
    expect((await api.get('/api/v1/floating-popups/?page_url=%2F')).json.results).toEqual([]);
  });

  it('answers the settings, with a VAPID key generated once and kept', async () => {
    const first = (await api.get('/api/v1/settings/')).json;
    expect(first).toMatchObject({ home_list_video_url: null, show_hijri_dates: true });
    expect(first.vapid_public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect((await api.get('/api/v1/settings/')).json.vapid_public_key).toBe(first.vapid_public_key);
    await api.database.db
      .update(t.appSettings)
      .set({ value: '/media/home.mp4' })
      .where(eq(t.appSettings.key, 'home_list_video_url'));
    expect((await api.get('/api/v1/settings/')).json.home_list_video_url).toBe('http://api.test/media/home.mp4');
    await api.database.db.update(t.appSettings).set({ value: '' }).where(eq(t.appSettings.key, 'home_list_video_url'));
  });
});

describeApi('contact messages', (api) => {
  const send = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const body = await multipart(fields);
    return api.request({
      method: 'POST',
      url: '/api/v1/contact-messages/',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...headers },
    });
  };

  it('stores a message sent as form data and e-mails it to the team in the sender language', async () => {
    const answer = await send(
      {
        name: 'نورة القحطاني',
        email: 'noura@example.com',
        message: 'أقترح إضافة فعاليات أبها الصيفية.',
        request_type: 'suggestion',
        page_url: '/events',
        guest_id: GUEST,
      },
      { 'accept-language': 'ar' },
    );
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ id: expect.any(Number), request_type: 'suggestion' });
    const [row] = await api.database.db
      .select()
      .from(t.contactMessages)
      .where(eq(t.contactMessages.id, answer.json.id));
    expect(row).toMatchObject({
      name: 'نورة القحطاني',
      pageUrl: '/events',
      guestId: GUEST,
      language: 'ar',
      userId: null,
    });
    const outbox = (await api.get('/dev/outbox.json', { 'x-client-key': undefined })).json.results;
    const mail = outbox.find((m: { to: string }) => m.to === 'team@dalil.example');
    expect(mail.subject).toBe('رسالة تواصل (اقتراح) من نورة القحطاني');
  });

  it('accepts urlencoded forms and records the member who sent it', async () => {
    const token = (await signIn(api, 'sara@example.com', 'Dalil2026!')).json.access_token;
    const answer = await api.request({
      method: 'POST',
      url: '/api/v1/contact-messages/',
      payload: new URLSearchParams({
        name: 'Sara',
        email: 'sara@example.com',
        message: 'We would like to advertise our gallery opening.',
        request_type: 'advertise',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) },
    });
    expect(answer.status).toBe(201);
    const [row] = await api.database.db
      .select()
      .from(t.contactMessages)
      .where(eq(t.contactMessages.id, answer.json.id));
    expect(row.userId).toEqual(expect.any(Number));
  });

  it('answers every bad field at once, with codes', async () => {
    const answer = await send({
      name: 'A',
      email: 'not-an-email',
      message: 'x'.repeat(2001),
      request_type: 'praise',
      guest_id: 'nope',
    });
    expect(answer.status).toBe(400);
    expect(answer.json.codes).toEqual({
      name: [{ code: 'name_length', min: 2, max: 60 }],
      email: [{ code: 'email_invalid' }],
      message: [{ code: 'max_length', limit: 2000 }],
      request_type: [{ code: 'invalid_choice', input: 'praise' }],
      guest_id: [{ code: 'invalid' }],
    });
    const empty = await send({ name: ' ', email: '', message: '  ', request_type: '' });
    expect(empty.json.codes).toEqual({
      name: [{ code: 'blank' }],
      email: [{ code: 'blank' }],
      message: [{ code: 'blank' }],
      request_type: [{ code: 'required' }],
    });
  });
});

describeApi('web push', (api) => {
  /** A browser's subscription keys (P-256 public key and auth secret), base64url. */
  const browserKeys = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  };

  it('stores a subscription for a guest and for a member, and refuses one with neither', async () => {
    const keys = browserKeys();
    const guest = await api.request({
      method: 'POST',
      url: '/api/v1/push-subscriptions/',
      payload: { endpoint: 'https://push.example/guest-1', keys, guest_id: GUEST },
    });
    expect(guest.status).toBe(201);
    const token = (await signIn(api, 'sara@example.com', 'Dalil2026!')).json.access_token;
    // The same browser subscribing again after signing in: the row becomes the member's.
    const member = await api.request({
      method: 'POST',
      url: '/api/v1/push-subscriptions/',
      payload: { endpoint: 'https://push.example/guest-1', keys },
      headers: bearer(token),
    });
    expect(member.status).toBe(201);
    expect(member.json.id).toBe(guest.json.id);
    const neither = await api.request({
      method: 'POST',
      url: '/api/v1/push-subscriptions/',
      payload: { endpoint: 'https://push.example/x', keys },
    });
    expect(neither.status).toBe(400);
    expect(neither.json.codes.guest_id).toEqual([{ code: 'required' }]);
  });

  it('sends an encrypted push with VAPID headers to a local endpoint, and forgets a gone subscription', async () => {
    const received: { headers: IncomingHttpHeaders; body: Buffer; url: string }[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks), url: request.url ?? '' });
        response.writeHead(request.url === '/gone' ? 410 : 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const guestId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
      for (const path of ['/ok', '/gone']) {
        await api.request({
          method: 'POST',
          url: '/api/v1/push-subscriptions/',
          payload: { endpoint: `${origin}${path}`, keys: browserKeys(), guest_id: guestId },
        });
      }
      const payload = { title: 'Jeddah Season', body: 'Opens tonight', url: '/events' };
      const result = await sendPush(api.database.db, api.config, { guestId }, payload);
      expect(result).toEqual({ sent: 1, removed: 1 });
      const ok = received.find((r) => r.url === '/ok')!;
      expect(ok.headers['content-encoding']).toBe('aes128gcm');
      expect(ok.headers.ttl).toBe(String(24 * 3600));
      const publicKey = (await api.get('/api/v1/settings/')).json.vapid_public_key;
      expect(ok.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
      // aes128gcm: 16-byte salt, 4-byte record size, key id length 65 and the server's public key, then ciphertext
      // that never contains the payload in clear.
      expect(ok.body.readUInt8(20)).toBe(65);
      expect(ok.body.length).toBeGreaterThan(86 + JSON.stringify(payload).length);
      expect(ok.body.includes(Buffer.from('Jeddah Season'))).toBe(false);
      const left = await api.database.db
        .select()
        .from(t.pushSubscriptions)
        .where(eq(t.pushSubscriptions.guestId, guestId));
      expect(left.map((row) => row.endpoint)).toEqual([`${origin}/ok`]);
    } finally {
      server.close();
    }
  });
});
