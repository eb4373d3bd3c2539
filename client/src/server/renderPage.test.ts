import { describe, expect, it, vi } from 'vitest';
import { renderPage, type PageOperation, type RenderPageInput } from './renderPage.ts';

const template = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta name="description" content="Dalil" />
    <title>Dalil</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const input = (url: string, execute: RenderPageInput['execute']): RenderPageInput => ({
  url,
  origin: 'https://dalil.example',
  cityId: null,
  template,
  execute,
});

const riyadhHome = {
  data: { viewer: { city: { id: 'Q2l0eToy', name: 'Riyadh' }, me: null }, homeSlides: [], recommendedEvents: null },
};

describe('the served page', () => {
  it('runs the route query with the variables the browser uses and preloads its answer', async () => {
    const execute = vi.fn(async (_operation: PageOperation) => riyadhHome);
    const page = await renderPage({ ...input('/events?period=this-week', execute), cityId: 'Q2l0eToy' });
    const [operation] = execute.mock.calls[0];
    expect(operation.name).toBe('HappeningListScreenQuery');
    expect(operation.variables).toMatchObject({
      kind: 'EVENT',
      cityId: 'Q2l0eToy',
      filter: { period: 'THIS_WEEK', cityIds: ['Q2l0eToy'] },
      listIds: [],
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Events in Riyadh · Dalil</title>');
    expect(page.html).toContain(
      '<script id="dalil-preload" type="application/json">{"operation":"HappeningListScreenQuery"',
    );
    expect(page.html).not.toContain('<title>Dalil</title>');
  });

  it('gives every public page keywords in its language: its subject, its kind of page, the site', async () => {
    const keywordsOf = (html: string) => /<meta name="keywords" content="([^"]*)">/.exec(html)?.[1].split(', ') ?? [];
    const events = await renderPage(input('/events', async () => riyadhHome));
    expect(keywordsOf(events.html)).toEqual(expect.arrayContaining(['Riyadh', 'events', 'festivals', 'Dalil']));
    const arabic = await renderPage(input('/ar/places', async () => riyadhHome));
    expect(keywordsOf(arabic.html)).toEqual(expect.arrayContaining(['Riyadh', 'أماكن', 'مطاعم', 'دليل']));
    for (const url of ['/', '/sign-in', '/articles', '/lists', '/no-such-page']) {
      const page = await renderPage(input(url, async () => riyadhHome));
      expect(keywordsOf(page.html), url).toContain('Saudi Arabia');
    }
    // A page served without its data (the API slow or down) still has the site's.
    const withoutData = await renderPage(input('/events', async () => ({ errors: [{ message: 'down' }] })));
    expect(keywordsOf(withoutData.html)).toEqual(expect.arrayContaining(['Dalil', 'Saudi Arabia']));
    // Each keyword once, whatever the case: "events" is both the list's and the site's.
    const words = keywordsOf(events.html).map((word) => word.toLowerCase());
    expect(new Set(words).size).toBe(words.length);
  });

  it('runs the query for every city with the `all` cookie and names no city in the head', async () => {
    const execute = vi.fn(async (_operation: PageOperation) => riyadhHome);
    const page = await renderPage({ ...input('/ar/events', execute), cityId: 'all' });
    const [operation] = execute.mock.calls[0];
    expect(operation.variables).toMatchObject({ cityId: 'all', filter: { cityIds: ['all'] } });
    expect(page.html).toContain('<title>فعاليات في المدن السعودية');
  });

  it('writes the language and direction of the URL', async () => {
    const page = await renderPage(input('/ar/', async () => riyadhHome));
    expect(page.locale).toBe('ar');
    expect(page.html).toContain('<html lang="ar" dir="rtl">');
    expect(page.html).toContain('<title>فعاليات وتجارب وأماكن في Riyadh · دليل</title>');
    expect(page.html).toContain('<link rel="canonical" href="https://dalil.example/ar/">');
  });

  it('answers 404 for an unknown path or an unknown language prefix', async () => {
    for (const url of ['/no-such-page', '/fr/events', '/ar/no-such-page']) {
      const page = await renderPage(input(url, async () => riyadhHome));
      expect(page.status, url).toBe(404);
      expect(page.pageId).toBe('notFound');
      expect(page.html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers 404 when the page subject does not exist', async () => {
    const page = await renderPage(
      input('/events/no-such-event', async () => ({ data: { ...riyadhHome.data, happening: null } })),
    );
    expect(page.status).toBe(404);
  });

  it('serves a member page without data, and a page whose data failed without a preload', async () => {
    const execute = vi.fn(async () => riyadhHome);
    const profile = await renderPage(input('/profile', execute));
    expect(execute).not.toHaveBeenCalled();
    expect(profile.status).toBe(200);
    expect(profile.html).not.toContain('dalil-preload');

    const down = await renderPage(input('/events', async () => Promise.reject(new Error('upstream down'))));
    expect(down.status).toBe(200);
    expect(down.html).not.toContain('dalil-preload');
    const refused = await renderPage(input('/events', async () => ({ errors: [{ message: 'unavailable' }] })));
    expect(refused.html).not.toContain('dalil-preload');
  });

  it('escapes markup a query string tries to put in the head', async () => {
    const page = await renderPage(input('/events?text="><script>alert(1)</script>', async () => riyadhHome));
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).not.toContain('"><script>');
  });
});
