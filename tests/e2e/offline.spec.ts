// Offline and a gateway that does not answer (docs/info.md#offline): a page viewed before shows from its saved
// copy, labelled with the time it was saved; a page never saved says so and links home; back online the page loads its
// data again. English and Arabic, axe on each state.
import { expect, test, type Page } from '@playwright/test';
import { inLocale, type Locale } from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';

const text = {
  en: {
    savedCopy: /^Saved copy from .+, you are offline$/,
    notSaved: 'You are offline, and this page was not saved on this device.',
    home: 'Go to the home page',
    about: 'About us',
    numbers: 'Important numbers',
    privacy: 'Privacy policy',
  },
  ar: {
    savedCopy: /^نسخة محفوظة من .+، أنت غير متصل بالإنترنت$/,
    notSaved: 'أنت غير متصل بالإنترنت، ولم تُحفظ هذه الصفحة على هذا الجهاز.',
    home: 'الذهاب إلى الصفحة الرئيسية',
    about: 'من نحن',
    numbers: 'أرقام مهمة',
    privacy: 'سياسة الخصوصية',
  },
} as const;

const notice = (page: Page) => page.getByRole('status').filter({ has: page.locator('time') });
const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The label says when the copy was saved: a time between the two instants. */
async function expectSavedBetween(page: Page, locale: Locale, from: number, to: number) {
  await expect(notice(page)).toHaveText(text[locale].savedCopy);
  const savedAt = Date.parse((await notice(page).locator('time').getAttribute('datetime')) ?? '');
  expect(savedAt).toBeGreaterThanOrEqual(from - 1_000);
  expect(savedAt).toBeLessThanOrEqual(to + 1_000);
}

/** Waits until the app saved the answer of the page at this path (its query's $pageUrl). */
async function answerSaved(page: Page, pageUrl: string) {
  await expect
    .poll(() =>
      page.evaluate(async (url) => {
        const keys = await (await caches.open('dalil-answers')).keys();
        return keys.some((request) => decodeURIComponent(request.url).includes(`"pageUrl":${JSON.stringify(url)}`));
      }, pageUrl),
    )
    .toBe(true);
}

/** A response to the page's InfoPageScreenQuery for this path. */
const infoPageAnswer = (page: Page, pageUrl: string) =>
  page.waitForResponse((response) => {
    const body = response.request().postDataJSON() as { operationName?: string; variables?: { pageUrl?: string } };
    return body?.operationName === 'InfoPageScreenQuery' && body.variables?.pageUrl === pageUrl;
  });

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  /** Waits until the service worker controls the page (a reload after its first activation). */
  async function controlled(page: Page) {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }

  test('the build and the shell are precached at install', async ({ page }) => {
    await page.goto('/pages/terms');
    await controlled(page);
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.includes('precache'));
      const requests = name ? await (await caches.open(name)).keys() : [];
      return requests.map((request) => new URL(request.url).pathname);
    });
    expect(precached.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(20);
    expect(precached).toEqual(
      expect.arrayContaining(['/', '/ar/', expect.stringMatching(/^\/assets\/ContactScreen-/)]),
    );
  });

  for (const locale of ['en', 'ar'] as const) {
    const t = text[locale];

    test(`a reload offline shows the saved copy with its time; back online the page loads again (${locale})`, async ({
      page,
      context,
    }) => {
      await page.goto(inLocale('/pages/terms', locale));
      await controlled(page);
      const before = Date.now();
      await page.goto(inLocale('/important-numbers', locale));
      await expect(heading(page, t.numbers)).toBeVisible();
      const after = Date.now();
      await expect(notice(page)).toHaveCount(0);

      await context.setOffline(true);
      await page.reload();
      await expect(heading(page, t.numbers)).toBeVisible();
      await expect(page.getByRole('link', { name: /911/ })).toHaveAttribute('href', 'tel:911');
      await expectSavedBetween(page, locale, before, after);
      await expectNoViolations(page, `saved copy of a page, offline (${locale})`);

      const answered = infoPageAnswer(page, '/important-numbers');
      await context.setOffline(false);
      await answered;
      await expect(notice(page)).toHaveCount(0);
      await expect(heading(page, t.numbers)).toBeVisible();
    });

    test(`offline, a link to a page viewed before shows its copy; one never viewed says so and links home (${locale})`, async ({
      page,
      context,
    }) => {
      await page.goto(inLocale('/', locale));
      await controlled(page);
      await page.goto(inLocale('/about', locale));
      await expect(heading(page, t.about)).toBeVisible();
      await answerSaved(page, '/about');
      await page.goto(inLocale('/important-numbers', locale));
      await expect(heading(page, t.numbers)).toBeVisible();

      await context.setOffline(true);
      await footerLink(page, t.about).click();
      await expect(heading(page, t.about)).toBeVisible();
      await expect(notice(page)).toHaveText(t.savedCopy);

      await footerLink(page, t.privacy).click();
      const notSaved = page.getByRole('status').filter({ hasText: t.notSaved });
      await expect(notSaved).toBeVisible();
      await expectNoViolations(page, `offline, a page never saved (${locale})`);
      await notSaved.getByRole('link', { name: t.home }).click();
      await expect(page).toHaveURL(locale === 'ar' ? /\/ar\/?$/ : /\/$/);
      await expect(notice(page)).toHaveText(t.savedCopy);

      // Back online, the page that was never saved loads by itself.
      await page.goBack();
      await expect(notSaved).toBeVisible();
      await context.setOffline(false);
      await expect(heading(page, t.privacy)).toBeVisible();
      await expect(notSaved).toHaveCount(0);
    });
  }

  test('the gateway answering 502 to a page: the saved copy of the page, labelled', async ({ page, context }) => {
    await page.goto('/pages/terms');
    await controlled(page);
    const before = Date.now();
    await page.goto('/important-numbers');
    await expect(heading(page, text.en.numbers)).toBeVisible();
    const after = Date.now();
    // The service worker's own request for the page (context routes see it, page routes do not).
    await context.route('**/important-numbers', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.reload();
    await expect(heading(page, text.en.numbers)).toBeVisible();
    await expectSavedBetween(page, 'en', before, after);
  });
});

for (const locale of ['en', 'ar'] as const) {
  const t = text[locale];

  test(`the gateway answering 502 to a page's query: its saved copy, labelled (${locale})`, async ({ page }) => {
    const before = Date.now();
    await page.goto(inLocale('/about', locale));
    await expect(heading(page, t.about)).toBeVisible();
    await answerSaved(page, '/about');
    const after = Date.now();
    await page.goto(inLocale('/important-numbers', locale));
    await expect(heading(page, t.numbers)).toBeVisible();
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { variables?: { pageUrl?: string } };
      if (body?.variables?.pageUrl === '/about') await route.fulfill({ status: 502, body: 'Bad gateway' });
      else await route.continue();
    });
    await footerLink(page, t.about).click();
    await expect(heading(page, t.about)).toBeVisible();
    await expectSavedBetween(page, locale, before, after);
    await expectNoViolations(page, `saved copy while the gateway fails (${locale})`);
  });
}
