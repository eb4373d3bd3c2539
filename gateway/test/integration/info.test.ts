// Info pages, facts, floating popups, settings, contact messages and push subscriptions through the gateway.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const ar = { 'accept-language': 'ar' };

const PAGE = `query Page($url: String!) {
  infoPage(url: $url) { url title description keywords updatedAt
    sections { key heading body items { key name nameEn nameAr value } } }
  siteFacts { cities places events experiences members tips }
}`;

describe('info pages', () => {
  it('answers a page and the live facts in one request, in the viewer language', async () => {
    const en = await gateway.graphql(PAGE, { url: 'about' });
    expect(en.body.errors).toBeUndefined();
    expect(en.body.data!.infoPage).toMatchObject({ url: 'about', title: 'About us' });
    expect(en.body.data!.infoPage.keywords).toContain('Saudi city guide');
    expect(en.body.data!.siteFacts.cities).toBeGreaterThan(0);
    expect(en.calls.sort()).toEqual(['GET /api/v1/info-pages/?url=about', 'GET /api/v1/info-pages/facts/']);
    const arabic = await gateway.graphql(PAGE, { url: '/about/' }, ar);
    expect(arabic.body.data!.infoPage.title).toBe('من نحن');
    expect(arabic.body.data!.infoPage.sections[0].heading).toBe('رؤيتنا');
  });

  it('gives important numbers with both names whatever the language', async () => {
    const { body } = await gateway.graphql(PAGE, { url: 'important-numbers' }, ar);
    const items = body.data!.infoPage.sections[0].items;
    expect(items[0]).toEqual({
      key: 'unified-emergency',
      name: 'رقم الطوارئ الموحد',
      nameEn: 'Unified emergency number',
      nameAr: 'رقم الطوارئ الموحد',
      value: '911',
    });
  });

  it('answers null for an unknown url, and does not ask upstream for a url that cannot be a page', async () => {
    const unknown = await gateway.graphql(PAGE, { url: 'nothing-here' });
    expect(unknown.body.errors).toBeUndefined();
    expect(unknown.body.data!.infoPage).toBeNull();
    const odd = await gateway.graphql(`query { infoPage(url: "../../me/") { url } }`);
    expect(odd.body.data!.infoPage).toBeNull();
    expect(odd.calls).toEqual([]);
  });
});

describe('floating popups and settings', () => {
  it('answers the popups of a page with images through the media proxy', async () => {
    const { body } = await gateway.graphql(
      `query { floatingPopups(pageUrl: "/ticketing") { id rawId pageUrl navigationUrl name description image { url thumbnail } } }`,
      {},
      ar,
    );
    expect(body.errors).toBeUndefined();
    const [first] = body.data!.floatingPopups;
    expect(first).toMatchObject({
      pageUrl: '/ticketing',
      name: 'عرض الإطلاق للمنظمين',
      navigationUrl: '/contact?type=advertise',
    });
    expect(first.image.url).toMatch(/\/media\/slides\/1\.svg$/);
    expect(body.data!.floatingPopups).toHaveLength(2);
  });

  it('answers the settings: no home video by default, Hijri dates on, a push key', async () => {
    const { body } = await gateway.graphql(`query { siteSettings { homeVideo { url } showHijriDates pushPublicKey } }`);
    expect(body.data!.siteSettings).toMatchObject({ homeVideo: null, showHijriDates: true });
    expect(body.data!.siteSettings.pushPublicKey).toMatch(/^[\w-]{80,}$/);
  });

  it('reads the settings once for many requests when reference data is cached', async () => {
    const cached = await startGateway({ referenceCacheTtlMs: 60_000 });
    try {
      const query = `query { siteSettings { showHijriDates } }`;
      const first = await cached.graphql(query);
      const second = await cached.graphql(query);
      expect(first.calls).toEqual(['GET /api/v1/settings/']);
      expect(second.calls).toEqual([]);
      expect(second.body.data!.siteSettings).toEqual(first.body.data!.siteSettings);
    } finally {
      await cached.close();
    }
  });
});

const SEND = `mutation Send($input: SendContactMessageInput!) {
  sendContactMessage(input: $input) { ok userErrors { field message } }
}`;

describe('contact messages', () => {
  it('sends a message as form data and the team receives it', async () => {
    const { body } = await gateway.graphql(SEND, {
      input: {
        name: 'Faisal Al-Harbi',
        email: 'faisal@example.com',
        message: 'Please add the AlUla night markets.',
        requestType: 'CONTENT_REQUEST',
        pageUrl: '/experiences',
        guestId: '0b6a7c1e-2d3f-4a5b-8c9d-0e1f2a3b4c5d',
      },
    });
    expect(body.data!.sendContactMessage).toEqual({ ok: true, userErrors: [] });
    const outbox = (await (await fetch(`${inject('restApiUrl')}/dev/outbox.json`)).json()) as {
      results: { to: string; subject: string }[];
    };
    expect(outbox.results.find((m) => m.to === 'team@dalil.example')?.subject).toBe(
      'Contact (Content request) from Faisal Al-Harbi',
    );
  });

  it('words the refusals in the viewer language, by input field', async () => {
    const { body } = await gateway.graphql(
      SEND,
      { input: { name: 'F', email: 'nope', message: ' ', requestType: 'COMPLAINT' } },
      ar,
    );
    const payload = body.data!.sendContactMessage;
    expect(payload.ok).toBe(false);
    expect(payload.userErrors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'message', 'name']);
    for (const error of payload.userErrors) expect(error.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('push subscriptions', () => {
  it('stores a guest subscription and refuses one without member or guest', async () => {
    const mutation = `mutation Save($input: SavePushSubscriptionInput!) {
      savePushSubscription(input: $input) { ok userErrors { field message } } }`;
    const input = { endpoint: 'https://push.example/gw-1', p256dh: 'BPkey', auth: 'secret' };
    const saved = await gateway.graphql(mutation, {
      input: { ...input, guestId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' },
    });
    expect(saved.body.data!.savePushSubscription).toEqual({ ok: true, userErrors: [] });
    const refused = await gateway.graphql(mutation, { input });
    expect(refused.body.data!.savePushSubscription.ok).toBe(false);
    expect(refused.body.data!.savePushSubscription.userErrors[0].field).toBe('guestId');
  });
});
