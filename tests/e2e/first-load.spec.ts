// The first load (docs/i18n.md#first-load): every page arrives with its data, head and language in the HTML, so a
// visitor's first screen needs no GraphQL request; Arabic lives under /ar and the language switch keeps the page.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { arabicText, expectDirection, firstDetailPath, inLocale, switchLanguage, type Locale } from './support/app.ts';
import { logGraphQLRequests } from './support/graphql-requests.ts';

async function firstPlacePath(request: APIRequestContext) {
  const html = await (await request.get('/places/list', { headers: { accept: 'text/html' } })).text();
  const slug = /"slug":"([a-z0-9-]+)"/.exec(html)?.[1];
  expect(slug, 'a place slug in the served places list').toBeTruthy();
  return `/places/${slug}`;
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`a visitor's first load sends no GraphQL request (${locale})`, async ({ page, request }) => {
    const eventPath = await firstDetailPath(page, '/events');
    const paths = ['/', '/events', eventPath, '/places/list', await firstPlacePath(request), '/sign-in'];
    for (const path of paths) {
      const fresh = await page.context().browser()!.newPage();
      const requests = logGraphQLRequests(fresh);
      await fresh.goto(inLocale(path, locale));
      await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
      await expectDirection(fresh, locale);
      if (locale === 'ar') await expect(fresh.getByRole('main')).toContainText(arabicText);
      expect(await requests.settled(), `GraphQL requests on the first load of ${path}`).toEqual([]);
      await fresh.close();
    }
  });
}

test('the served HTML carries the language, head and data of the page', async ({ page, request }) => {
  const eventPath = await firstDetailPath(page, '/events');
  const name = (await page.goto(eventPath).then(() => page.getByRole('heading', { level: 1 }).innerText())).trim();
  for (const locale of ['en', 'ar'] as Locale[]) {
    const response = await request.get(inLocale(eventPath, locale), { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(html).toMatch(/<title>[^<]+ · (Dalil|دليل)<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${inLocale(eventPath, locale)}">`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="http://[^"]+${eventPath}">`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="ar" href="http://[^"]+/ar${eventPath}">`));
    for (const property of ['og:title', 'og:description', 'og:image', 'og:type', 'og:locale'])
      expect(html, property).toContain(`<meta property="${property}" content="`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<script id="dalil-preload" type="application/json">');
    if (locale === 'en') expect(html).toContain(`<title>${name} · Dalil</title>`);
  }
});

test('unknown pages are 404 in the served HTML, and markup in the address is escaped', async ({ request, page }) => {
  for (const path of ['/no-such-page', '/events/no-such-event', '/ar/places/no-such-place', '/fr/events']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  }
  const injected = '/events?text="><script>window.__injected=1</script>&period=<b>';
  const html = await (await request.get(injected, { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('<script>window.__injected');
  expect(html).not.toContain('"><script>');
  await page.goto(injected);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
});

test('/ follows the browser language the first time, then the choice', async ({ browser }) => {
  const arabic = await browser.newContext({
    locale: 'ar-SA',
    extraHTTPHeaders: { 'accept-language': 'ar-SA,ar;q=0.9' },
  });
  const page = await arabic.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar\/$/);
  await expectDirection(page, 'ar');
  await switchLanguage(page, 'en');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expectDirection(page, 'en');
  await arabic.close();
});

test('switching language keeps the page, its filters and sends no GraphQL request', async ({ page }) => {
  await page.goto('/events?period=this-week');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const requests = logGraphQLRequests(page);
  await switchLanguage(page, 'ar');
  await expect(page).toHaveURL(/\/ar\/events\?period=this-week$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(arabicText);
  expect(await requests.settled()).toEqual([]);
  await switchLanguage(page, 'en');
  await expect(page).toHaveURL(/:\d+\/events\?period=this-week$/);
});

test('old links keep working: /en/... leads to the English page', async ({ page }) => {
  await page.goto('/en/events');
  await expect(page).toHaveURL(/:\d+\/events$/);
  await expectDirection(page, 'en');
});

test('a chosen city is preloaded on the next visit', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('banner').getByRole('combobox', { name: 'City' }).selectOption({ label: 'Riyadh' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in Riyadh');
  const requests = logGraphQLRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in Riyadh');
  expect(await requests.settled()).toEqual([]);
});

test('the sitemap lists public pages in both languages and robots.txt points to it', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  const sitemap = await request.get(new URL(sitemapUrl!).pathname);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const path of ['/events', '/ar/events', '/places/list', '/ar/places/list'])
    expect(xml).toMatch(new RegExp(`<loc>http://[^<]+${path.replace(/\//g, '\\/')}</loc>`));
  expect(xml).toMatch(/<loc>http:\/\/[^<]+\/ar\/events\/[a-z0-9-]+<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/[^<]+\/places\/[a-z0-9-]+<\/loc>/);
  expect(xml).toContain('hreflang="ar"');
});
