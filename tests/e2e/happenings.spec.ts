// A visitor browses home -> events -> filters -> event detail, in English and in Arabic, and every screen
// navigation costs exactly one GraphQL request.
import { expect, test } from '@playwright/test';
import {
  arabicText,
  expectDirection,
  inLocale,
  mainNav,
  parseCount,
  resultCount,
  switchLanguage,
  type Locale,
} from './support/app.ts';
import { logGraphQLRequests } from './support/graphql-requests.ts';

const words = {
  en: {
    events: 'Events',
    recommended: 'Recommended events',
    category: 'Category',
    when: 'When',
    thisWeek: 'This week',
    about: 'About',
    heading: /^Events in Jeddah$/,
  },
  ar: {
    events: 'الفعاليات',
    recommended: 'فعاليات مقترحة',
    category: 'التصنيف',
    when: 'متى',
    thisWeek: 'هذا الأسبوع',
    about: 'نبذة',
    heading: /^الفعاليات في جدة$/,
  },
} as const;

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`browse home, events, filters and an event (${locale})`, async ({ page }) => {
    const t = words[locale];
    const requests = logGraphQLRequests(page);

    await page.goto('/');
    if (locale === 'ar') {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      requests.reset();
      await switchLanguage(page, 'ar');
      // A language change opens /ar/, served with its answer in the HTML: no request.
      expect(await requests.settled()).toHaveLength(0);
    }
    await expectDirection(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: t.recommended })).toBeVisible();
    if (locale === 'ar') await expect(page.getByRole('main')).toContainText(arabicText);

    // Home -> events.
    requests.reset();
    await mainNav(page).getByRole('link', { name: t.events, exact: true }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    expect(await requests.settled()).toHaveLength(1);
    const total = parseCount(await resultCount(page));
    expect(total).toBeGreaterThanOrEqual(20);

    // Filter by period: the URL changes, one request, and the count shrinks or stays.
    requests.reset();
    await page.getByRole('combobox', { name: t.when }).selectOption({ label: t.thisWeek });
    await expect(page).toHaveURL(/period=/);
    expect(await requests.settled()).toHaveLength(1);
    const thisWeek = parseCount(await resultCount(page));
    expect(thisWeek).toBeGreaterThan(0);
    expect(thisWeek).toBeLessThanOrEqual(total);

    // Add a category filter on top.
    requests.reset();
    const category = page.getByRole('combobox', { name: t.category });
    const firstCategory = (await category.locator('option').nth(1).innerText()).trim();
    await category.selectOption({ label: firstCategory });
    await expect(page).toHaveURL(/category=/);
    expect(await requests.settled()).toHaveLength(1);
    // the results list comes after the recommended and popular rows
    const cards = page.getByRole('main').getByRole('list').last().getByRole('article');
    const shown = await cards.count();
    const filtered = parseCount(await resultCount(page));
    expect(filtered).toBeLessThanOrEqual(thisWeek);
    if (filtered > 0) {
      expect(shown).toBeGreaterThan(0);
      // Every card shown carries the chosen category.
      for (const card of await cards.all()) await expect(card).toContainText(firstCategory);
    }

    // Back to all events and open the first one.
    await page.goto(inLocale('/events', locale));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    requests.reset();
    const firstCard = page.getByRole('main').getByRole('article').first();
    const name = (await firstCard.getByRole('heading').innerText()).trim();
    await firstCard.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/events\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(await requests.settled()).toHaveLength(1);
    await expect(page.getByRole('heading', { name: t.about, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    if (locale === 'ar') expect(name).toMatch(arabicText);
  });
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`a long category on a card ends in an ellipsis before its Save button (${locale})`, async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(inLocale('/events', locale));
      const card = page.getByRole('main').getByRole('article').first();
      const chip = card.locator('span[title]');
      await expect(chip).toBeVisible();
      const category = (await chip.getAttribute('title'))!;
      expect((await chip.innerText()).trim()).toBe(category);
      await chip.evaluate((element) => {
        element.textContent = `${element.textContent} `.repeat(12);
      });
      const save = card.getByRole('button', { name: locale === 'ar' ? /^احفظ .* في قائمة$/ : /^Save .* to a list$/ });
      const [a, b] = [(await chip.boundingBox())!, (await save.boundingBox())!];
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x;
      expect(apart, `${locale} at ${width} px: the chip and Save do not overlap`).toBe(true);
      expect(await chip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    }
  });
}

test('the date filter shows its day in the page language, whatever the browser speaks', async ({ page }) => {
  const shown = { en: 'Sun, 22 Nov 2026', ar: /^الأحد، ٢٢ نوفمبر ٢٠٢٦$/ };
  for (const locale of ['en', 'ar'] as Locale[]) {
    await page.goto(inLocale('/events', locale));
    const field = page.getByRole('main').getByLabel(locale === 'ar' ? 'التاريخ' : 'Date', { exact: true });
    await field.fill('2026-11-22');
    await expect(page).toHaveURL(/date=2026-11-22/);
    await field.blur();
    await expect(page.getByTestId('date-shown')).toHaveText(shown[locale]);
    await expect(page.getByTestId('date-shown')).toBeVisible();
  }
});

test('the language choice is kept across reloads', async ({ page }) => {
  await page.goto('/events');
  await switchLanguage(page, 'ar');
  await page.reload();
  await expectDirection(page, 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.ar.heading);
  await switchLanguage(page, 'en');
  await page.reload();
  await expectDirection(page, 'en');
});

test('choosing a city reloads the screen for that city with one request', async ({ page }) => {
  const requests = logGraphQLRequests(page);
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  requests.reset();
  await page.getByRole('banner').getByRole('combobox', { name: 'City' }).selectOption({ label: 'Riyadh' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in Riyadh');
  expect(await requests.settled()).toHaveLength(1);
  const venues = await page.getByRole('main').getByRole('article').allInnerTexts();
  expect(venues.length).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in Riyadh');
});

test('the list grows by infinite scroll, one request per page', async ({ page }) => {
  const requests = logGraphQLRequests(page);
  await page.goto('/events');
  const total = parseCount(await resultCount(page));
  // the results list comes after the recommended and popular rows
  const cards = page.getByRole('main').getByRole('list').last().getByRole('article');
  const first = await cards.count();
  expect(first).toBeLessThan(total);
  requests.reset();
  await cards.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => cards.count()).toBeGreaterThan(first);
  expect((await requests.settled()).length).toBeGreaterThanOrEqual(1);
  // Keep scrolling until everything is there: no duplicates, no gaps.
  for (let i = 0; i < 10 && (await cards.count()) < total; i++) {
    await page.mouse.wheel(0, 6000);
    await page.waitForTimeout(300);
  }
  await expect(cards).toHaveCount(total);
  const links = await cards
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(new Set(links).size).toBe(total);
});
