// Multi-search in English and Arabic (docs/search.md): search from the header field on any screen (typing sends at
// most one request once the text settles), open the full results, see all of one kind, filter by period, reuse and
// remove recent searches, find an Arabic article by a romanised spelling, widen a search narrowed to the chosen city to
// every city, and axe on the results page.
import { expect, test, type Page } from '@playwright/test';
import { expectDirection, inLocale, type Locale } from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';
import { logGraphQLRequests } from './support/graphql-requests.ts';

const words = {
  en: {
    field: 'Search Dalil',
    query: 'Jeddah',
    romanised: 'Corniche',
    results: /^Results for “Jeddah”$/,
    places: 'Places',
    seeAll: /^See all/,
    backToAll: 'Back to all kinds',
    when: 'When',
    thisMonth: 'This month',
    recent: 'Recent searches',
    remove: 'Remove “Jeddah” from recent searches',
    clearAll: 'Clear all',
    allResults: /^All results for/,
    clear: 'Clear search',
    articles: 'Articles',
    otherCities: /^(\d+) more results? in other cities\. Search all cities$/,
    everyCity: 'Search all cities',
  },
  ar: {
    field: 'ابحث في دليل',
    query: 'جدة',
    romanised: 'Corniche',
    results: /^نتائج البحث عن «جدة»$/,
    places: 'الأماكن',
    seeAll: /^عرض كل/,
    backToAll: 'العودة إلى كل الأنواع',
    when: 'متى',
    thisMonth: 'هذا الشهر',
    recent: 'عمليات البحث الأخيرة',
    remove: 'إزالة «جدة» من عمليات البحث الأخيرة',
    clearAll: 'مسح الكل',
    allResults: /^كل نتائج/,
    clear: 'مسح البحث',
    articles: 'المقالات',
    // Arabic plurals: 3 to 10 نتائج أخرى, 11 and more نتيجة أخرى
    otherCities:
      /^([\d٠-٩٬,]+) (نتائج|نتيجة) أخرى في مدن أخرى\. ابحث في كل المدن$|^(نتيجة أخرى واحدة|نتيجتان أخريان) في مدن أخرى\. ابحث في كل المدن$/,
    everyCity: 'ابحث في كل المدن',
  },
} as const;

const headerField = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('searchbox', { name: words[locale].field });

for (const locale of ['en', 'ar'] as Locale[]) {
  test.describe(`search (${locale})`, () => {
    test('search from the header, see all of one kind, filter by period, reuse a recent search', async ({ page }) => {
      const t = words[locale];
      await page.goto(inLocale('/events', locale));
      await expectDirection(page, locale);
      const requests = logGraphQLRequests(page);
      const field = headerField(page, locale);

      // Typing a word letter by letter asks once, when the text has settled: suggestions grouped by kind.
      requests.reset();
      await field.click();
      await field.pressSequentially(t.romanised, { delay: 40 });
      const panel = page.getByTestId('search-panel');
      await expect(panel.getByRole('link', { name: t.allResults })).toBeVisible();
      await expect(panel.getByRole('region').first().getByRole('link').first()).toBeVisible();
      // one request for the whole word, not one per letter
      expect(await requests.settled()).toHaveLength(1);

      // One clear button (ours): it empties the field.
      await page.getByRole('button', { name: t.clear }).click();
      await expect(field).toHaveValue('');

      // Enter opens the full results page: one request for the navigation.
      await field.fill(t.query);
      await expect(panel.getByRole('region').first()).toBeVisible();
      await requests.settled();
      requests.reset();
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${inLocale('/search', locale)}\\?q=`));
      await expect(page.getByRole('heading', { level: 1, name: t.results })).toBeVisible();
      const places = page.getByRole('main').getByRole('region', { name: t.places });
      await expect(places.getByRole('link').first()).toBeVisible();
      expect(await requests.settled()).toHaveLength(1);

      // "See all" shows one kind only.
      await places.getByRole('link', { name: t.seeAll }).click();
      await expect(page).toHaveURL(/kind=places/);
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
      expect(await places.getByRole('listitem').count()).toBeGreaterThan(5);
      await page.getByRole('link', { name: t.backToAll }).click();
      await expect(page).not.toHaveURL(/kind=/);

      // A period keeps events and experiences only.
      await page.getByRole('main').getByLabel(t.when).selectOption({ label: t.thisMonth });
      await expect(page).toHaveURL(/period=this-month/);
      await expect(places).toHaveCount(0);

      // Searches are remembered, also those opened from a link: from another screen, the field offers them again.
      await page.goto(inLocale(`/search?q=${t.romanised}`, locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto(inLocale('/places', locale));
      await headerField(page, locale).click();
      const recent = page.getByTestId('search-panel').getByRole('region', { name: t.recent });
      await expect(recent).toBeVisible();
      await recent.getByRole('link', { name: t.query }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.results })).toBeVisible();

      // Recent searches can be removed one by one and all at once.
      await headerField(page, locale).fill('');
      await headerField(page, locale).click();
      const again = page.getByTestId('search-panel').getByRole('region', { name: t.recent });
      await again.getByRole('button', { name: t.remove }).click();
      await expect(again.getByRole('link', { name: t.query, exact: true })).toHaveCount(0);
      await expect(again.getByRole('link', { name: t.romanised })).toBeVisible();
      await again.getByRole('button', { name: t.clearAll }).click();
      await expect(page.getByTestId('search-panel').getByRole('region', { name: t.recent })).toHaveCount(0);
    });

    test('finds an Arabic article by a romanised spelling, in the suggestions and the results, and opens it', async ({
      page,
    }) => {
      const t = words[locale];
      // "Kornaish" is in no title: the Arabic article's كورنيش has the same romanised key
      await page.goto(inLocale('/search?q=Kornaish&kind=articles', locale));
      const group = page.getByRole('main').getByRole('region', { name: t.articles });
      const hit = group.getByRole('link', { name: /كورنيش/ }).first();
      await expect(hit).toBeVisible();
      await expect(hit.locator('[lang="ar"]')).toHaveAttribute('dir', 'auto');

      await page.goto(inLocale('/', locale));
      await headerField(page, locale).fill('Kornaish');
      const suggestion = page.getByTestId('search-panel').getByRole('region', { name: t.articles }).getByRole('link');
      await expect(suggestion.first()).toBeVisible();
      await suggestion.first().click();
      await expect(page).toHaveURL(/\/articles\/[\w-]+$/);
      await expect(page.getByTestId('article-body')).toBeVisible();
    });

    test('a search narrowed to the chosen city says what the other cities hold and widens in one tap', async ({
      page,
    }) => {
      const t = words[locale];
      const requests = logGraphQLRequests(page);
      // Jeddah, the default city, holds few of Diriyah's results: most are in Riyadh
      await page.goto(inLocale('/search?q=Diriyah', locale));
      const note = page.getByTestId('search-other-cities');
      await expect(note).toHaveText(t.otherCities);
      const status = page.getByRole('main').getByRole('status');
      const narrowed = await status.textContent();

      // the widened page and its count come in one request
      requests.reset();
      await note.getByRole('link', { name: t.everyCity }).click();
      await expect(page).toHaveURL(/[?&]city=all/);
      await expect(note).toHaveCount(0);
      await expect(status).not.toHaveText(narrowed ?? '');
      expect(await requests.settled()).toHaveLength(1);
      await expect(
        page.getByRole('main').getByRole('region', { name: t.places }).getByRole('link').first(),
      ).toBeVisible();
    });

    test('the results page passes axe, with results and when nothing matches', async ({ page }) => {
      await page.goto(inLocale(`/search?q=${encodeURIComponent(words[locale].query)}`, locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, `search results (${locale})`);
      await page.goto(inLocale('/search?q=zzqqxx', locale));
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
      await expectNoViolations(page, `empty search results (${locale})`);
    });

    test('the search screen lists recent searches from the start edge', async ({ page }) => {
      const t = words[locale];
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(inLocale(`/search?q=${encodeURIComponent(t.query)}`, locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.results);
        await page.goto(inLocale('/search', locale));
        const recent = page.getByRole('main').getByRole('region', { name: t.recent });
        const area = (await recent.boundingBox())!;
        const title = (await recent.getByRole('heading', { name: t.recent }).evaluate(textBox))!;
        const link = (await recent.getByRole('link', { name: t.query }).evaluate(textBox))!;
        for (const box of [title, link]) {
          const fromStart = locale === 'ar' ? area.x + area.width - (box.x + box.width) : box.x - area.x;
          expect(fromStart, `${locale} at ${width} px`).toBeLessThan(40);
        }
      }
    });
  });
}

/** Where an element's text is drawn (not its box, which a centred text does not move). */
function textBox(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const { x, width } = range.getBoundingClientRect();
  return { x, width };
}
