// Articles end to end, in English and Arabic: the list in the viewer's language with its count and filters (language,
// any language, source listed once), the language switch opening an article's translation, an
// article in its own language and direction with a safe body, a member's tip and a report after confirming, saving it
// to a new list (shown under Articles in the list); the served page has the data (no GraphQL request on first load);
// an unknown slug is the 404 page; axe on both screens.
import { expect, test, type Page } from '@playwright/test';
import {
  arabicText,
  expectDirection,
  inLocale,
  parseCount,
  resultCount,
  switchLanguage,
  type Locale,
} from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';
import { logGraphQLRequests } from './support/graphql-requests.ts';
import { signInWithToken, signUpByApi, uniqueEmail } from './support/members.ts';

const text = {
  en: {
    heading: 'Articles',
    language: 'Language',
    arabic: 'Arabic',
    source: 'Source',
    tag: 'Tag',
    yourTip: 'Your tip',
    publish: 'Publish tip',
    tipsHeading: /^Tips \(/,
    report: 'Report this article',
    misleading: 'Misleading',
    sendReport: 'Send report',
    reportSent: 'Report sent',
    notFound: "Sorry but we couldn't find this page",
    picker: 'Save to a list',
    newList: 'New list',
    create: 'Create',
    done: 'Done',
    saved: 'Saved',
  },
  ar: {
    heading: 'المقالات',
    language: 'اللغة',
    arabic: 'العربية',
    source: 'المصدر',
    tag: 'الوسم',
    yourTip: 'نصيحتك',
    publish: 'انشر النصيحة',
    tipsHeading: /^النصائح \(/,
    report: 'الإبلاغ عن هذا المقال',
    misleading: 'مضلل',
    sendReport: 'أرسل البلاغ',
    reportSent: 'تم إرسال البلاغ',
    notFound: null,
    picker: 'احفظ في قائمة',
    newList: 'قائمة جديدة',
    create: 'إنشاء',
    done: 'تم',
    saved: 'محفوظ',
  },
};

const main = (page: Page) => page.getByRole('main');

for (const locale of ['en', 'ar'] as Locale[]) {
  const t = text[locale];

  test.describe(`articles (${locale})`, () => {
    test("lists the viewer's language by default, each source once, and any language on demand", async ({ page }) => {
      const requests = logGraphQLRequests(page);
      await page.goto(inLocale('/articles', locale));
      await expectDirection(page, locale);
      await expect(main(page).getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      expect(await requests.settled()).toEqual([]);
      const own = parseCount(await resultCount(page));
      expect(own).toBeGreaterThanOrEqual(25);
      await expect(main(page).getByLabel(t.language)).toHaveValue(locale);
      const headings = main(page).getByRole('article').getByRole('heading');
      expect(await headings.count()).toBeGreaterThan(0);
      for (const lang of await headings.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('lang')))) {
        expect(lang).toBe(locale);
      }

      const sources = main(page).getByLabel(t.source);
      const names = (await sources.locator('option').allInnerTexts()).slice(1);
      expect(names.length).toBeGreaterThan(1);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(arabicText.test(name)).toBe(locale === 'ar');
      const firstSource = await sources.locator('option').nth(1).getAttribute('value');
      await sources.selectOption(firstSource!);
      await expect(page).toHaveURL(/source=/);
      await expect(main(page).getByRole('article').first()).toContainText(firstSource!);
      await expect.poll(async () => parseCount(await resultCount(page))).toBeLessThan(own);

      await page.goto(inLocale('/articles', locale));
      requests.reset();
      await main(page).getByLabel(t.language).selectOption('any');
      await expect(page).toHaveURL(/language=any/);
      await expect.poll(async () => parseCount(await resultCount(page))).toBe(own * 2);
      expect(await requests.settled()).toHaveLength(1);

      const other = locale === 'ar' ? 'en' : 'ar';
      await main(page).getByLabel(t.language).selectOption(other);
      await expect(page).toHaveURL(new RegExp(`language=${other}`));
      await expect(main(page).getByRole('article').first().getByRole('heading')).toHaveAttribute('lang', other);
      await expect(main(page).getByRole('article').first().getByRole('heading')).toHaveAttribute(
        'dir',
        other === 'ar' ? 'rtl' : 'ltr',
      );
    });

    test('the language switch on an article opens its translation', async ({ page }) => {
      const [from, to] =
        locale === 'en' ? ['al-balad-walk', 'al-balad-walk-ar'] : ['al-balad-walk-ar', 'al-balad-walk'];
      const other: Locale = locale === 'en' ? 'ar' : 'en';
      await page.goto(inLocale(`/articles/${from}`, locale));
      await expect(page.getByTestId('article-body')).toHaveAttribute('lang', locale);
      await switchLanguage(page, other);
      await expect(page).toHaveURL(new RegExp(`${inLocale(`/articles/${to}`, other)}$`));
      await expect(page.getByTestId('article-body')).toHaveAttribute('lang', other);
    });

    test('filters by the tags articles carry, not the places’ tags', async ({ page }) => {
      await page.goto(inLocale('/articles', locale));
      const all = parseCount(await resultCount(page));
      const tags = main(page).getByLabel(t.tag, { exact: true });
      const options = tags.locator('option');
      // every tag offered finds articles: the list of the articles' own tags
      const count = await options.count();
      expect(count).toBeGreaterThan(3);
      for (const index of [1, count - 1]) {
        await page.goto(inLocale('/articles', locale));
        const value = await main(page)
          .getByLabel(t.tag, { exact: true })
          .locator('option')
          .nth(index)
          .getAttribute('value');
        await main(page).getByLabel(t.tag, { exact: true }).selectOption(value!);
        await expect(page).toHaveURL(/tag=/);
        await expect.poll(async () => parseCount(await resultCount(page))).toBeLessThan(all);
        // a card, not the count's digits: Arabic words small counts without any ("مقالان", two articles)
        await expect(main(page).getByRole('article').first()).toBeVisible();
      }
    });

    test('opens an article in its own direction, posts a tip and reports it', async ({ page, request }) => {
      const token = await signUpByApi(request, uniqueEmail(`articles-${locale}`), locale);
      await signInWithToken(page, token);
      const requests = logGraphQLRequests(page);
      await page.goto(inLocale('/articles/al-balad-walk-ar', locale));
      const body = page.getByTestId('article-body');
      await expect(body).toHaveAttribute('dir', 'rtl');
      await expect(body).toHaveAttribute('lang', 'ar');
      await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'rtl');
      expect(await body.locator('script, [onclick], [onerror], iframe').count()).toBe(0);
      await requests.settled();

      const tip = `Go early ${Date.now()}`;
      await main(page).getByLabel(t.yourTip).fill(tip);
      await main(page).getByRole('button', { name: t.publish }).click();
      await expect(main(page).getByRole('listitem').filter({ hasText: tip })).toBeVisible();

      await main(page).getByRole('button', { name: t.report, exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByLabel(t.misleading).check();
      await dialog.getByRole('button', { name: t.sendReport }).click();
      await expect(page.getByText(t.reportSent).first()).toBeVisible();
    });

    test('saves the article to a new list from its page; the list shows it under Articles', async ({
      page,
      request,
    }) => {
      await signInWithToken(page, await signUpByApi(request, uniqueEmail(`article-save-${locale}`), locale));
      await page.goto(inLocale('/articles/hegra-tombs-ar', locale));
      const title = (await main(page).getByRole('heading', { level: 1 }).innerText()).trim();
      // the article's own Save control (the related articles' cards below have theirs)
      const save = main(page).getByRole('article').first().locator('button[aria-pressed]').first();
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      await save.click();
      const dialog = page.getByRole('dialog', { name: t.picker });
      const listName = locale === 'en' ? 'Reading for AlUla' : 'قراءات عن العلا';
      await dialog.getByLabel(t.newList).fill(listName);
      await dialog.getByRole('button', { name: t.create }).click();
      await expect(dialog.getByRole('checkbox', { name: listName })).toBeChecked();
      await dialog.getByRole('button', { name: t.done }).click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await expect(save).toHaveText(new RegExp(t.saved));

      await page.goto(inLocale('/favourites', locale));
      await main(page).getByRole('link', { name: listName }).click();
      const group = main(page).getByRole('region', { name: t.heading });
      await expect(group.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
      await expect(group.getByRole('link', { name: title })).toBeVisible();
      await expect(group.locator('button[aria-pressed]')).toHaveAttribute('aria-pressed', 'true');
      await expectNoViolations(page, `favourite list with an article (${locale})`);
    });

    test('an unknown article is the 404 page with its status', async ({ page }) => {
      const response = await page.goto(inLocale('/articles/no-such-article', locale));
      expect(response?.status()).toBe(404);
      if (t.notFound) await expect(page.getByText(t.notFound)).toBeVisible();
    });

    test('the article screens pass axe', async ({ page }) => {
      await page.goto(inLocale('/articles', locale));
      await expectNoViolations(page, `articles list (${locale})`);
      await page.goto(inLocale('/articles/hegra-tombs', locale));
      await expect(page.getByTestId('article-body')).toBeVisible();
      await expectNoViolations(page, `article (${locale})`);
    });
  });
}
