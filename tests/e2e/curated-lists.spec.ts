// Curated lists end to end, in English and Arabic: the lists page with its count and each list's item
// count, a list with its mixed items paged by scrolling (infinite scroll), the served page with data and no GraphQL
// request on first load, Home's curated lists and discover rows, an unknown list as the 404 page, axe on both screens.
import { expect, test } from '@playwright/test';
import { expectDirection, inLocale, parseCount, resultCount, type Locale } from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';
import { logGraphQLRequests } from './support/graphql-requests.ts';

const text = {
  en: { heading: 'Curated lists', list: 'This weekend in Jeddah', items: /^Items of /, discover: 'Discover' },
  ar: { heading: 'قوائم مختارة', list: 'عطلة هذا الأسبوع في جدة', items: /^عناصر /, discover: 'اكتشف' },
};

for (const locale of ['en', 'ar'] as Locale[]) {
  const t = text[locale];

  test.describe(`curated lists (${locale})`, () => {
    test('lists the curated lists with their counts and opens one', async ({ page }) => {
      const requests = logGraphQLRequests(page);
      await page.goto(inLocale('/lists', locale));
      await expectDirection(page, locale);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      expect(parseCount(await resultCount(page))).toBeGreaterThanOrEqual(15);
      expect(await requests.settled()).toEqual([]);
      const card = page.getByRole('main').getByRole('article').filter({ hasText: t.list });
      expect(parseCount(await card.getByRole('paragraph').last().innerText())).toBe(20);
      requests.reset();
      await card.getByRole('link', { name: t.list }).click();
      await expect(page).toHaveURL(new RegExp(`${inLocale('/lists/jeddah-weekend-picks', locale)}$`));
      expect(await requests.settled()).toHaveLength(1);
    });

    test('pages the items of a list as it scrolls', async ({ page }) => {
      const requests = logGraphQLRequests(page);
      await page.goto(inLocale('/lists/jeddah-weekend-picks', locale));
      const items = page.getByRole('list', { name: t.items }).getByRole('listitem');
      await expect(items).toHaveCount(10);
      expect(await requests.settled()).toEqual([]);
      await page.mouse.wheel(0, 20000);
      await expect(items).toHaveCount(20);
      expect(await requests.settled()).toEqual(['CuratedListItemsPagingQuery']);
    });

    test('Home shows the curated lists and discover rows', async ({ page }) => {
      await page.goto(inLocale('/', locale));
      await expect(page.getByRole('region', { name: t.heading })).toBeVisible();
      await expect(
        page.getByRole('region', { name: t.discover, exact: true }).getByRole('listitem').first(),
      ).toBeVisible();
    });

    test('an unknown list is the 404 page with its status', async ({ page }) => {
      const response = await page.goto(inLocale('/lists/no-such-list', locale));
      expect(response?.status()).toBe(404);
    });

    test('the curated list screens pass axe', async ({ page }) => {
      await page.goto(inLocale('/lists', locale));
      await expectNoViolations(page, `curated lists (${locale})`);
      await page.goto(inLocale('/lists/riyadh-history-day', locale));
      await expectNoViolations(page, `curated list (${locale})`);
      await page.goto(inLocale('/', locale));
      await expectNoViolations(page, `home with reading rows (${locale})`);
    });
  });
}
