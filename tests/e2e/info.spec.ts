// The info pages (about, ticketing, app, important numbers, terms, privacy), the footer, contact us, floating popups
// and page history, in English and Arabic (docs/info.md).
import { expect, test, type Page } from '@playwright/test';
import { arabicText, expectDirection, inLocale, type Locale } from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';

/** Each page: its heading, and its link in the footer when that says it differently. */
const PAGES = [
  { path: '/about', en: 'About us', ar: 'من نحن' },
  {
    path: '/ticketing',
    en: 'Ticketing for organisers',
    ar: 'خدمة التذاكر للمنظمين',
    footer: { en: 'Sell tickets with Dalil', ar: 'بع التذاكر مع دليل' },
  },
  { path: '/app', en: 'The Dalil app', ar: 'تطبيق دليل' },
  { path: '/important-numbers', en: 'Important numbers', ar: 'أرقام مهمة' },
  { path: '/pages/terms', en: 'Terms of use', ar: 'شروط الاستخدام' },
  { path: '/pages/privacy', en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  { path: '/contact', en: 'Contact us', ar: 'تواصل معنا', footer: { en: 'Contact us', ar: 'اتصل بنا' } },
] as const;

const POPUPS = {
  offer: { en: 'Launch offer for organisers', ar: 'عرض الإطلاق للمنظمين' },
  scan: { en: 'Scan tickets with the app', ar: 'امسح التذاكر بالتطبيق' },
};
const closeLabel = (locale: Locale) => (locale === 'ar' ? 'إغلاق' : 'Close');

const footer = (page: Page) => page.getByRole('contentinfo');

/** Closes the popup a page may show (the ticketing page has one), so it does not cover what a test looks at. */
async function closePopupIfAny(page: Page, locale: Locale) {
  const dialog = page.getByRole('dialog');
  await page.waitForTimeout(200);
  if (await dialog.isVisible().catch(() => false))
    await dialog.getByRole('button', { name: closeLabel(locale) }).click();
  await expect(dialog).toBeHidden();
}

for (const locale of ['en', 'ar'] as const) {
  test(`every info page is served with its head, reached from the footer and accessible (${locale})`, async ({
    page,
  }) => {
    for (const info of PAGES) {
      const response = await page.goto(inLocale(info.path, locale));
      expect(response?.status()).toBe(200);
      await expectDirection(page, locale);
      await expect(page).toHaveTitle(new RegExp(`^${info[locale]}`));
      await expect(page.getByRole('heading', { level: 1, name: info[locale] })).toBeVisible();
      await closePopupIfAny(page, locale);
      await expectNoViolations(page, `${info.path} (${locale})`);
    }
    // Every page is a link of the footer.
    await page.goto(inLocale('/', locale));
    for (const info of PAGES) {
      const label = 'footer' in info ? info.footer[locale] : info[locale];
      const href = await footer(page).getByRole('link', { name: label, exact: true }).getAttribute('href');
      expect(href).toBe(inLocale(info.path, locale));
    }
    await footer(page).getByRole('link', { name: PAGES[3][locale] }).click();
    await expect(page).toHaveURL(inLocale('/important-numbers', locale));
  });

  test(`about counts the data, important numbers call, the app links to the stores (${locale})`, async ({ page }) => {
    await page.goto(inLocale('/about', locale));
    const cities = page.locator('[data-fact="cities"]');
    await expect(cities).toBeVisible();
    await expect(cities).toContainText(locale === 'ar' ? /[٠-٩]/ : /\d/);
    await page.getByRole('link', { name: locale === 'ar' ? 'اكتشف تطبيق دليل' : 'Discover the Dalil app' }).click();
    await expect(page).toHaveURL(inLocale('/app', locale));
    await expect(page.locator('[data-store="app-store"]')).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
    await expect(page.locator('[data-store="google-play"]')).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);

    await page.goto(inLocale('/important-numbers', locale));
    const ambulance = page.getByRole('link', { name: locale === 'ar' ? /الإسعاف.*997/ : /Ambulance.*997/ });
    await expect(ambulance).toHaveAttribute('href', 'tel:997');
    await expect(page.getByRole('link', { name: /911/ })).toHaveAttribute('href', 'tel:911');
    // Both names of each number, whatever the page's language.
    await expect(page.getByText('Civil Defence (fire)')).toBeVisible();
    await expect(page.getByText('الدفاع المدني (الحريق)')).toBeVisible();
  });

  test(`an unknown info page is the 404 screen with a 404 status (${locale})`, async ({ page }) => {
    const response = await page.goto(inLocale('/pages/no-such-page', locale));
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: locale === 'ar' ? /عذرًا|عذراً/ : "Sorry but we couldn't find this page" }),
    ).toBeVisible();
  });

  test(`the contact form shows its errors, then sends (${locale})`, async ({ page }) => {
    const t = (en: string, ar: string) => (locale === 'ar' ? ar : en);
    await page.goto(inLocale('/contact', locale));
    await page.getByRole('button', { name: t('Send', 'إرسال') }).click();
    await expect(page.getByText(t('This field is required', 'هذا الحقل مطلوب')).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('Your name', 'اسمك') })).toBeFocused();
    await page.getByRole('textbox', { name: t('Your name', 'اسمك') }).fill('S');
    await page.getByRole('textbox', { name: t('Email', 'البريد الإلكتروني') }).fill('not-an-email');
    await page.getByRole('button', { name: t('Send', 'إرسال') }).click();
    await expect(page.getByText(t('Must be 2 to 60 characters', 'يجب أن يكون بين 2 و60 حرفًا'))).toBeVisible();
    await expect(page.getByText(t('Email address is invalid', 'البريد الإلكتروني غير صالح')).first()).toBeVisible();

    await page.getByRole('radio', { name: t('Content request', 'طلب محتوى') }).check();
    await page.getByRole('textbox', { name: t('Your name', 'اسمك') }).fill(t('Sara Al-Otaibi', 'سارة العتيبي'));
    await page.getByRole('textbox', { name: t('Email', 'البريد الإلكتروني') }).fill('sara.o@example.com');
    await page
      .getByRole('textbox', { name: t('Message', 'الرسالة') })
      .fill(t('Please list the Abha summer festival.', 'أرجو إضافة مهرجان أبها الصيفي.'));
    await page.getByRole('button', { name: t('Send', 'إرسال') }).click();
    await expect(page.getByRole('status')).toContainText(t('Contact message received', 'تم استلام رسالتك'));
  });

  test(`a popup shows once, closes, and stays hidden for a day (${locale})`, async ({ browser }) => {
    const context = await browser.newContext();
    const start = new Date('2026-11-26T09:00:00+03:00');
    const open = async (at: Date) => {
      // A new tab is a new session: only the one-day record can hide the popup there.
      const tab = await context.newPage();
      await tab.clock.install({ time: at });
      await tab.goto(inLocale('/ticketing', locale));
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      return tab;
    };
    const first = await open(start);
    const offer = first.getByRole('dialog', { name: POPUPS.offer[locale] });
    await expect(offer).toBeVisible();
    await expect(offer.getByText(locale === 'ar' ? /500 تذكرة/ : /500 tickets/)).toBeVisible();
    await expect(offer).toContainText(locale === 'ar' ? arabicText : /Sell/);
    // Focus is inside the dialog; Escape closes it.
    await expect(offer.locator(':focus')).toHaveCount(1);
    await first.keyboard.press('Escape');
    await expect(offer).toBeHidden();
    // Only the first visible popup per session: the page's second popup does not follow in this tab.
    await first.reload();
    await expect(first.getByRole('heading', { level: 1 })).toBeVisible();
    await first.waitForTimeout(300);
    await expect(first.getByRole('dialog')).toBeHidden();

    // A new session 23 hours later: the closed one stays hidden, so the first visible one is the second popup.
    const later = await open(new Date(start.getTime() + 23 * 3600_000));
    const scan = later.getByRole('dialog', { name: POPUPS.scan[locale] });
    await expect(scan).toBeVisible();
    await scan.getByRole('button', { name: closeLabel(locale) }).click();
    await expect(scan).toBeHidden();

    // A day after it was closed, the first popup shows again.
    const nextDay = await open(new Date(start.getTime() + 24 * 3600_000 + 60_000));
    await expect(nextDay.getByRole('dialog', { name: POPUPS.offer[locale] })).toBeVisible();
    await context.close();
  });

  test(`every page asks for its own popups in its one query, and shows them (${locale})`, async ({ page }) => {
    const asked: string[] = [];
    // The seed has visible popups on /ticketing only: the events page's request is answered with those, to see the
    // shell show what its own query brought (which popups a page_url has is the API's part, tested there).
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string; variables?: Record<string, unknown> };
      if (body?.operationName !== 'HappeningListScreenQuery') return route.continue();
      asked.push(String(body.variables?.pageUrl));
      await route.continue({
        postData: JSON.stringify({ ...body, variables: { ...body.variables, pageUrl: '/ticketing' } }),
      });
    });
    await page.goto(inLocale('/', locale));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toBeHidden();
    await page
      .getByRole('banner')
      .locator(`a[href="${inLocale('/events', locale)}"]`)
      .first()
      .click();
    // The list's query is the slowest of the app's: it may take a while on a busy machine.
    await expect(page).toHaveURL(inLocale('/events', locale), { timeout: 30_000 });
    const offer = page.getByRole('dialog', { name: POPUPS.offer[locale] });
    await expect(offer).toBeVisible({ timeout: 30_000 });
    expect(asked).toEqual(['/events']);
    await offer.getByRole('button', { name: closeLabel(locale) }).click();
    await expect(offer).toBeHidden();
  });

  test(`a popup whose image fails still closes, and full storage still behaves (${locale})`, async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      // Storage that is full: every write fails.
      const full = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
      for (const store of [window.localStorage, window.sessionStorage])
        Object.defineProperty(store, 'setItem', { value: full });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/media/slides/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(inLocale('/ticketing', locale));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toHaveCount(0);
    await dialog.getByRole('button', { name: locale === 'ar' ? 'إغلاق' : 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
    await context.close();
  });

  test(`home shows the last pages visited as recently viewed (${locale})`, async ({ page }) => {
    const visited = [PAGES[0], PAGES[1], PAGES[3], PAGES[4], PAGES[5]];
    for (const info of visited) {
      await page.goto(inLocale(info.path, locale));
      await expect(page.getByRole('heading', { level: 1, name: info[locale] })).toBeVisible();
      await closePopupIfAny(page, locale);
    }
    await page.goto(inLocale('/', locale));
    const row = page.getByRole('region', { name: locale === 'ar' ? 'شوهدت مؤخرًا' : 'Recently viewed' });
    await expect(row.getByRole('link')).toHaveText(
      visited
        .slice(1)
        .reverse()
        .map((info) => info[locale]),
    );
    await row.getByRole('link', { name: PAGES[4][locale] }).click();
    await expect(page).toHaveURL(inLocale('/pages/terms', locale));
  });
}

test('every public route is served with keywords in its language, a page about one thing naming it first', async ({
  page,
  request,
}) => {
  const keywordsOf = (html: string) =>
    /<meta name="keywords" content="([^"]*)">/.exec(html)?.[1].replaceAll('&amp;', '&').split(', ') ?? [];
  const paths = ['/', '/events', '/experiences', '/places', '/places/list', '/articles', '/lists', '/search?text=tea'];
  for (const locale of ['en', 'ar'] as const)
    for (const path of [...paths, '/sign-in', '/about', '/contact']) {
      const keywords = keywordsOf(await (await request.get(inLocale(path, locale))).text());
      expect(keywords.length, `${path} (${locale})`).toBeGreaterThan(2);
      if (locale === 'ar') expect(keywords.join(' '), path).toMatch(arabicText);
    }
  await page.goto('/events');
  const link = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const name = await link.innerText();
  const keywords = keywordsOf(await (await request.get((await link.getAttribute('href'))!)).text());
  expect(keywords[0]).toBe(name);
  expect(keywords).toContain('events');
});

for (const locale of ['en', 'ar'] as const) {
  test(`events and experiences show their Umm al-Qura dates beside the Gregorian ones (${locale})`, async ({
    page,
  }) => {
    const hijri = locale === 'ar' ? /\u0647\u0640/ : / AH/;
    // On the cards of the lists (the site setting is on in the seed), then on the detail page.
    for (const path of ['/experiences', '/events']) {
      await page.goto(inLocale(path, locale));
      const card = page.getByRole('main').getByRole('article').first();
      await expect(card.locator('time')).toBeVisible();
      await expect(card.getByTestId('hijri-dates')).toContainText(hijri);
    }
    await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/events\/.+/);
    // The page's own dates come before the related items' cards.
    await expect(page.getByRole('main').getByTestId('hijri-dates').first()).toContainText(hijri);
  });
}

test('the crash screen reports feedback through the contact form, pre-filled', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body?.data?.happening) body.data.happening.price = null;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/events');
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  const report = page.getByRole('link', { name: 'Report feedback' });
  await expect(report).toHaveAttribute('href', /^\/contact\?type=suggestion&page=%2Fevents%2F/);
  await report.click();
  await expect(page.getByRole('radio', { name: 'Suggestion' })).toBeChecked();
  await expect(page.getByText(/About the page \/events\//)).toBeVisible();
});

test.describe('the push pre-prompt', () => {
  test.use({ serviceWorkers: 'allow' });

  for (const locale of ['en', 'ar'] as const) {
    test(`shows 15 s after load, and again 30 s after "Not now" (${locale})`, async ({ page }) => {
      // Two loads, the first installing the service worker and precaching the build.
      test.slow();
      const t = (en: string, ar: string) => (locale === 'ar' ? ar : en);
      const loaded = new Date('2026-11-26T09:00:00+03:00').getTime();
      await page.goto(inLocale('/about', locale));
      expect(await page.evaluate(() => Notification.permission)).toBe('default');
      // The prompt waits for an active service worker (pushes need one): the first visit installs it, on real time
      // (precaching takes a while on a busy machine).
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      // From the next load, time stands still until the test moves it.
      await page.clock.install({ time: loaded });
      await page.clock.pauseAt(loaded + 1_000);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      const prompt = page.getByRole('region', { name: t('Notifications', 'الإشعارات') });
      await page.clock.runFor(14_000);
      await expect(prompt).toBeHidden();
      await page.clock.runFor(1_000);
      await expect(prompt).toBeVisible();

      await prompt.getByRole('button', { name: t('Not now', 'ليس الآن') }).click();
      await expect(prompt).toBeHidden();
      await page.waitForTimeout(200);
      await page.clock.runFor(29_000);
      await expect(prompt).toBeHidden();
      await page.clock.runFor(1_000);
      await expect(prompt).toBeVisible();
      // axe waits on timers of its own: the clock runs again for it.
      await page.clock.resume();
      await expectNoViolations(page, `push pre-prompt (${locale})`);
    });
  }
});
