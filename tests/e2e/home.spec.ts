// Home's places row, its Discover row's articles in the viewer's language, app banner, and "All cities" in the city
// menu, in English and Arabic: the places row's
// "see all" opens the places home; the banner leads to the app page and stays closed after closing it; all cities
// lists more than one city's events and is served with the next visit's page (no GraphQL request); axe on Home.
import { expect, test, type Page } from '@playwright/test';
import { expectDirection, inLocale, parseCount, resultCount, type Locale } from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';
import { logGraphQLRequests } from './support/graphql-requests.ts';

const text = {
  en: {
    places: 'Popular places',
    seeAll: 'See all: Popular places',
    placesHeading: /^Places in /,
    banner: 'The Dalil app',
    getApp: 'Get the app',
    close: 'Close the app banner',
    city: 'City',
    allCities: 'All cities',
    jeddahEvents: 'Events in Jeddah',
    allEvents: 'Events in Saudi cities',
    discover: 'Discover',
  },
  ar: {
    places: 'أماكن رائجة',
    seeAll: 'عرض الكل: أماكن رائجة',
    placesHeading: /^الأماكن في /,
    banner: 'تطبيق دليل',
    getApp: 'حمّل التطبيق',
    close: 'إغلاق شريط التطبيق',
    city: 'المدينة',
    allCities: 'كل المدن',
    jeddahEvents: 'الفعاليات في جدة',
    allEvents: 'الفعاليات في المدن السعودية',
    discover: 'اكتشف',
  },
};

const cityMenu = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('combobox', { name: text[locale].city });

for (const locale of ['en', 'ar'] as Locale[]) {
  const t = text[locale];

  test.describe(`home (${locale})`, () => {
    test('shows the popular places row; see all opens the places home', async ({ page }) => {
      // A cold server may serve the very first page without its data (3 s limit, docs/i18n.md#first-load): warm it.
      await page.goto(inLocale('/', locale));
      const requests = logGraphQLRequests(page);
      await page.reload();
      await expectDirection(page, locale);
      const row = page.getByRole('region', { name: t.places });
      await expect(row.getByRole('listitem').first()).toBeVisible();
      expect(await row.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
      expect(await requests.settled()).toEqual([]);
      await row.getByRole('link', { name: t.seeAll }).click();
      await expect(page).toHaveURL(new RegExp(`${inLocale('/places', locale)}$`));
      await expect(page.getByRole('heading', { level: 1, name: t.placesHeading })).toBeVisible();
    });

    test("the Discover row's articles are in the viewer's language", async ({ page }) => {
      await page.goto(inLocale('/', locale));
      const row = page.getByRole('region', { name: t.discover, exact: true });
      await expect(row.getByRole('listitem').first()).toBeVisible();
      // an article card's title carries the article's language (the day's shuffle may hold no article: the gateway's
      // tests check the language of every article of the list)
      const languages = await row
        .locator('h3[lang]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('lang')));
      for (const language of languages) expect(language).toBe(locale);
    });

    test('the app banner leads to the app page and stays closed once closed', async ({ page }) => {
      await page.goto(inLocale('/', locale));
      const banner = page.getByRole('complementary', { name: t.banner });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: t.getApp })).toHaveAttribute('href', inLocale('/app', locale));
      await banner.getByRole('button', { name: t.close }).click();
      await expect(banner).toBeHidden();
      await page.reload();
      await expect(page.getByRole('region', { name: t.places })).toBeVisible();
      await expect(page.getByRole('complementary', { name: t.banner })).toBeHidden();
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.getByRole('complementary', { name: t.banner }).getByRole('link', { name: t.getApp }).click();
      await expect(page).toHaveURL(new RegExp(`${inLocale('/app', locale)}$`));
    });

    test('all cities lists every city and is served with the next visit', async ({ page }) => {
      test.slow();
      await page.goto(inLocale('/events', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.jeddahEvents);
      const jeddah = parseCount(await resultCount(page));
      const requests = logGraphQLRequests(page);
      await cityMenu(page, locale).selectOption({ label: t.allCities });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.allEvents);
      await expect.poll(async () => parseCount(await resultCount(page))).toBeGreaterThan(jeddah);
      expect(await requests.settled()).toHaveLength(1);
      requests.reset();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.allEvents);
      await expect(cityMenu(page, locale)).toHaveValue('all');
      expect(await requests.settled()).toEqual([]);
      // every city's Home on a cold server may miss the 3 s page data limit once: warm it, then the served page
      await page.goto(inLocale('/', locale));
      await requests.settled();
      requests.reset();
      await page.reload();
      await expect(cityMenu(page, locale)).toHaveValue('all');
      expect(await requests.settled()).toEqual([]);
    });

    test('Home passes axe with the banner and the places row', async ({ page }) => {
      test.slow();
      await page.goto(inLocale('/', locale));
      await expect(page.getByRole('complementary', { name: t.banner })).toBeVisible();
      await expectNoViolations(page, `home (${locale})`);
    });
  });
}
