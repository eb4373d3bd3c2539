// Places end to end: the category grid, the list with its filters in the URL beside the built-in map (Google Maps is
// not configured here, and there is no internet), hover highlight and info windows, open now, near me, a place's
// detail, check-in as a member, the suggest-a-place form, in English and Arabic; one GraphQL request per navigation;
// axe on every places screen in both languages.
import { expect, test, type Page } from '@playwright/test';
import {
  expectDirection,
  inLocale,
  mainNav,
  parseCount,
  resultCount,
  startIn,
  switchLanguage,
  type Locale,
} from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';
import { openWithMapsKey } from './support/googleMaps.ts';
import { logGraphQLRequests } from './support/graphql-requests.ts';
import { signInWithToken, signUpByApi, uniqueEmail } from './support/members.ts';

// A seeded Jeddah landmark open 24 hours every day (so "open now" and check-in do not depend on the clock).
const ALWAYS_OPEN = {
  slug: 'king-fahd-s-fountain-viewpoint',
  en: "King Fahd's Fountain Viewpoint",
  ar: 'مطل نافورة الملك فهد',
};
// A seeded landmark with daily museum hours.
const MUSEUM = { slug: 'nassif-house', en: 'Nassif House', ar: 'بيت نصيف' };

const text = {
  en: {
    nav: 'Places',
    heading: /^Places in Jeddah$/,
    parks: 'Parks',
    museums: 'Museums',
    mapNote: 'The full map is unavailable right now, so a simple map is shown.',
    openNow: 'Open now',
    closeInfo: 'Close the info window',
    updateResults: 'Update search results',
    zoomOut: 'Zoom out',
    openingHours: 'Opening hours',
    openAllDay: 'Open 24 hours',
    checkIn: 'Check in',
    checkedIn: 'You checked in here.',
    signInRequired: 'You can not proceed without being signed in',
    nearMe: 'Near me',
    denied: 'Allow access to your location to use all related features',
    suggestTitle: 'Suggest a place',
    nameEn: 'English name',
    nameAr: 'Arabic name',
    submit: 'Send suggestion',
    requiredEn: 'English name is required',
    requiredAr: 'Arabic name is required',
    requiredCategory: 'Category is required',
    invalidWebsite: 'Website is invalid',
    website: 'Website',
    findTag: 'Find a tag',
    food: 'Food',
    chosenFood: 'Chosen: Food',
    submitted: 'Suggestion submitted',
    myCheckIns: 'My check-ins',
    report: 'Report this place',
    reasonDuplicate: 'Duplicate',
    sendReport: 'Send report',
    reportSent: 'Report sent',
  },
  ar: {
    nav: 'الأماكن',
    heading: /^الأماكن في /,
    parks: null,
    museums: null,
    mapNote: 'الخريطة الكاملة غير متاحة الآن، لذا تُعرض خريطة مبسطة.',
    openNow: 'مفتوح الآن',
    closeInfo: 'إغلاق نافذة المعلومات',
    updateResults: 'تحديث نتائج البحث',
    zoomOut: 'تصغير',
    openingHours: 'ساعات العمل',
    openAllDay: 'مفتوح ٢٤ ساعة',
    checkIn: 'تسجيل الوصول',
    checkedIn: 'تم تسجيل وصولك هنا.',
    signInRequired: 'لا يمكنك المتابعة دون تسجيل الدخول',
    nearMe: 'بالقرب مني',
    denied: 'اسمح بالوصول إلى موقعك لاستخدام جميع الميزات المرتبطة',
    suggestTitle: 'اقترح مكانًا',
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    submit: 'إرسال الاقتراح',
    requiredEn: 'الاسم بالإنجليزية مطلوب',
    requiredAr: 'الاسم بالعربية مطلوب',
    requiredCategory: 'الفئة مطلوب',
    invalidWebsite: 'الموقع الإلكتروني غير صالح',
    website: 'الموقع الإلكتروني',
    findTag: 'ابحث عن وسم',
    food: 'طعام',
    chosenFood: 'المختارة: طعام',
    submitted: 'تم إرسال الاقتراح',
    myCheckIns: 'تسجيلات وصولي',
    report: 'الإبلاغ عن هذا المكان',
    reasonDuplicate: 'مكرر',
    sendReport: 'إرسال البلاغ',
    reportSent: 'تم إرسال البلاغ',
  },
} as const;

/** Fills the add-place form: errors beside the fields first (named in the viewer's language), then a valid place. */
async function suggestPlace(page: Page, locale: Locale) {
  const t = text[locale];
  const requests = logGraphQLRequests(page);
  requests.reset();
  await page.goto(inLocale('/places/suggest', locale));
  await expectDirection(page, locale);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.suggestTitle);
  expect(await requests.settled()).toEqual(['PlaceSuggestScreenQuery']);
  await expectNoViolations(page, `suggest a place (${locale})`);

  await main.getByLabel(t.website).fill('not a link');
  await main.getByRole('button', { name: t.submit }).click();
  await expect(main.getByText(t.requiredEn)).toBeVisible();
  await expect(main.getByText(t.requiredAr)).toBeVisible();
  await expect(main.getByText(t.requiredCategory)).toBeVisible();
  await expect(main.getByText(t.invalidWebsite)).toBeVisible();
  await expect(main.getByLabel(t.nameEn)).toBeFocused();

  await main.getByLabel(t.nameEn).fill('Corniche Tea Garden');
  await main.getByLabel(t.nameAr).fill('حديقة شاي الكورنيش');
  await main.locator('select[name="categoryId"]').selectOption({ index: 2 });
  await main.getByLabel(t.website).fill('https://tea-garden.example.com');
  // A tag, found by its name in the viewer's language; the suggestion sends its id.
  await main.getByLabel(t.findTag).fill(t.food);
  const food = main.getByRole('checkbox', { name: t.food, exact: true });
  await food.check();
  await expect(main.getByText(t.chosenFood)).toBeVisible();
  const foodId = await food.getAttribute('value');
  const sent = page.waitForRequest(
    (request) => request.url().includes('/graphql') && (request.postData() ?? '').includes('useSuggestPlaceMutation'),
  );
  await main.getByRole('button', { name: t.submit }).click();
  expect((await sent).postData()).toContain(`"tagIds":[${JSON.stringify(foodId)}]`);
  await expect(main.getByRole('status').filter({ hasText: t.submitted })).toBeVisible();
}

/** From the category grid to a category's list, then open now; one request per navigation; hover and info windows. */
async function browsePlaces(page: Page, locale: Locale) {
  const t = text[locale];
  const requests = logGraphQLRequests(page);
  const main = page.getByRole('main');

  requests.reset();
  await mainNav(page).getByRole('link', { name: t.nav }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.heading);
  expect(await requests.settled()).toEqual(['PlacesHomeScreenQuery']);
  const categories = main.getByRole('list').first().getByRole('link');
  await expect(categories).toHaveCount(8);
  await expectNoViolations(page, `places home (${locale})`);

  // A category: its count on the grid is the list's total.
  const museums = locale === 'en' ? categories.filter({ hasText: t.museums! }) : categories.nth(3);
  const gridCount = parseCount((await museums.innerText()).split('\n').pop()!);
  expect(gridCount).toBeGreaterThan(0);
  requests.reset();
  await museums.click();
  await expect(page).toHaveURL(/\/places\/list\?category=/);
  await expect.poll(async () => parseCount(await resultCount(page))).toBe(gridCount);
  expect(await requests.settled()).toEqual(['PlaceListScreenQuery']);

  // The built-in map, its note, and the listed places inside the view as markers, or as groups where they crowd.
  await expect(main.getByRole('note')).toHaveText(t.mapNote);
  const map = page.getByTestId('fallback-map');
  await expect(map).toBeVisible();
  const markers = map.getByTestId('map-marker');
  await expect
    .poll(() => map.locator('[data-testid="map-marker"], [data-testid="map-cluster"]').count())
    .toBeGreaterThan(0);

  // Hovering a result highlights its marker and opens its info window; only the close button closes it.
  const first = main.locator('article[data-place-id]').first();
  const name = (await first.getByRole('heading').innerText()).trim();
  await first.hover();
  await expect(first).toHaveAttribute('data-highlighted', 'true');
  await expect(map.locator('[data-highlighted="true"]')).toHaveAccessibleName(name);
  const info = map.getByTestId('map-info-window');
  await expect(info).toBeVisible();
  await expect(info.getByRole('link')).toHaveText(name);
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(info).toBeVisible();
  await info.getByRole('button', { name: t.closeInfo }).click();
  await expect(info).toHaveCount(0);

  // Markers are buttons: keyboard focus opens the info window too.
  await markers.first().focus();
  await expect(info).toBeVisible();

  // Moving the map offers to search its area; the search keeps the category and adds the bounds.
  await map.getByRole('button', { name: t.zoomOut }).click();
  requests.reset();
  await map.getByRole('button', { name: t.updateResults }).click();
  await expect(page).toHaveURL(/category=.*&bounds=/);
  expect(await requests.settled()).toEqual(['PlaceListScreenQuery']);
  await expect.poll(async () => parseCount(await resultCount(page))).toBeGreaterThanOrEqual(1);

  // Open now: a filter in the URL, never more results than without it.
  const before = parseCount(await resultCount(page));
  requests.reset();
  const openNow = main.getByRole('switch', { name: t.openNow });
  await openNow.click();
  await expect(page).toHaveURL(/open=1/);
  await expect(openNow).toBeChecked();
  expect(await requests.settled()).toEqual(['PlaceListScreenQuery']);
  expect(parseCount(await resultCount(page))).toBeLessThanOrEqual(before);
  await expectNoViolations(page, `places list (${locale})`);
}

/** A place's detail as a visitor: hours, open now (24 hours), the sign-in prompt instead of checking in. */
async function visitPlace(page: Page, locale: Locale) {
  const t = text[locale];
  const requests = logGraphQLRequests(page);
  const main = page.getByRole('main');
  requests.reset();
  await page.goto(inLocale(`/places/${ALWAYS_OPEN.slug}`, locale));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(ALWAYS_OPEN[locale]);
  await expect(main.getByRole('heading', { name: t.openingHours })).toBeVisible();
  await expect(main.locator('dd').filter({ hasText: t.openAllDay })).toHaveCount(7);
  await expect(main.locator('header [data-state="OPEN"]')).toHaveText(t.openNow);
  await expect(main.getByRole('button', { name: t.checkIn })).toHaveCount(0);
  await expect(main.getByText(t.signInRequired).first()).toBeVisible();
  // A visitor's first load of the page comes with its answer (docs/i18n.md#first-load).
  expect(await requests.settled()).toEqual([]);
  await expectNoViolations(page, `place detail (${locale})`);
}

test.describe('places', () => {
  test.slow();

  test('choosing a city switches the heading and the category counts, with one request', async ({ page }) => {
    const requests = logGraphQLRequests(page);
    await page.goto('/places');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.en.heading);
    const tiles = () => main.getByRole('list').first().getByRole('link').allInnerTexts();
    const jeddah = await tiles();
    requests.reset();
    await page.getByRole('banner').getByRole('combobox', { name: 'City' }).selectOption({ label: 'Riyadh' });
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Places in Riyadh');
    expect(await requests.settled()).toEqual(['PlacesHomeScreenQuery']);
    expect(await tiles()).not.toEqual(jeddah);
  });

  test('English: browse a category, the map fallback (also when Google cannot load), open now, a place as a visitor, suggesting needs signing in', async ({
    page,
  }) => {
    await startIn(page, 'en');
    await browsePlaces(page, 'en');
    await visitPlace(page, 'en');
    // With a Google key whose script cannot load (no internet here), the built-in map takes over.
    const scripts = await openWithMapsKey(page, '/places/list', 'unreachable');
    await expect(page.getByRole('main').getByRole('note')).toHaveText(text.en.mapNote);
    await expect(
      page.getByTestId('fallback-map').locator('[data-testid="map-marker"], [data-testid="map-cluster"]').first(),
    ).toBeVisible();
    expect(scripts.some((url) => url.includes('key=e2e-browser-key'))).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    // Suggesting is for members: a visitor signs in first and comes back.
    await page.goto('/places/suggest');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fplaces%2Fsuggest&reason=required/);
  });

  test('Arabic (rtl): browse a category, the map fallback, open now, a place as a visitor, search in Arabic', async ({
    page,
  }) => {
    await startIn(page, 'ar');
    await browsePlaces(page, 'ar');
    await visitPlace(page, 'ar');
    // Searching in Arabic: the text goes to the URL (one request) and finds the place.
    await page.goto(inLocale('/places/list', 'ar'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const requests = logGraphQLRequests(page);
    requests.reset();
    await page.getByRole('main').getByRole('searchbox').fill('بيت نصيف');
    await expect(page).toHaveURL(/q=/);
    expect(await requests.settled()).toEqual(['PlaceListScreenQuery']);
    await expect(page.getByRole('main').locator('article[data-place-id] h2').first()).toHaveText(MUSEUM.ar);
  });

  test('a member checks in once an hour, reports a place, sees the check-in on the profile; near me needs the location', async ({
    page,
    request,
    context,
  }) => {
    const t = text.en;
    await signInWithToken(page, await signUpByApi(request, uniqueEmail('places')));
    const main = page.getByRole('main');
    await page.goto(`/places/${MUSEUM.slug}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(MUSEUM.en);
    const checkIn = main.getByRole('button', { name: t.checkIn });
    const count = main.getByText(/^(No check-ins yet|\d+ check-ins?)$/);
    const before = parseCount(await count.innerText());
    await checkIn.click();
    await expect(main.getByRole('status').filter({ hasText: t.checkedIn })).toBeVisible();
    await expect(count).toHaveText(before === 0 ? '1 check-in' : `${before + 1} check-ins`);
    // A second check-in within the hour is refused, in the server's words.
    await checkIn.click();
    await expect(main.getByRole('alert')).toContainText(/already checked in/i);
    await expect(count).toHaveText(before === 0 ? '1 check-in' : `${before + 1} check-ins`);

    // Report with a reason, after a confirmation.
    await main.getByRole('button', { name: t.report }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('radio', { name: t.reasonDuplicate }).check();
    await dialog.getByRole('button', { name: t.sendReport }).click();
    await expect(main.getByRole('status').filter({ hasText: t.reportSent })).toBeVisible();

    await page.goto('/profile?tab=check-ins');
    const checkIns = main.getByRole('region', { name: t.myCheckIns });
    await expect(checkIns.getByRole('link', { name: MUSEUM.en })).toBeVisible();

    // Suggest an edit: the form starts from the place; only a change can be sent.
    await page.goto(`/places/${MUSEUM.slug}`);
    await main.getByRole('link', { name: 'Suggest an edit' }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Suggest an edit to ${MUSEUM.en}`);
    await expect(main.locator('select[name="categoryId"] option:checked')).toHaveText(t.museums);
    await expect(main.getByText(/^Chosen: /)).toBeVisible();
    await main.getByRole('button', { name: t.submit }).click();
    await expect(main.getByRole('alert')).toHaveText('Change at least one field to suggest an edit.');
    await main.getByLabel('Phone', { exact: true }).fill('0126000000');
    await main.getByRole('button', { name: t.submit }).click();
    await expect(main.getByRole('status').filter({ hasText: t.submitted })).toBeVisible();

    // Near me: refused, then allowed (distances shown; the choice is remembered in the settings).
    await page.goto('/places/list');
    await main.getByRole('button', { name: t.nearMe }).click();
    await expect(main.getByRole('alert')).toHaveText(t.denied);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('dalil.settings')))!)).toMatchObject({
      locationEnabled: false,
      locationEnableChosen: true,
    });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 21.4858, longitude: 39.1862 });
    await main.getByRole('button', { name: t.nearMe }).click();
    await expect(page).toHaveURL(/near=21\.4858%2C39\.1862/);
    const distances = main.locator('article[data-place-id]').getByText(/ away$/);
    await expect(distances.first()).toBeVisible();
    // Nearest first.
    const metres = async (index: number) => {
      const [, value, unit] = /([\d.,]+) (m|km) away/.exec(await distances.nth(index).innerText())!;
      return Number(value!.replace(/,/g, '')) * (unit === 'km' ? 1000 : 1);
    };
    expect(await metres(0)).toBeLessThanOrEqual(await metres(1));
    expect(await metres(1)).toBeLessThanOrEqual(await metres(2));
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('dalil.settings')))!)).toMatchObject({
      location: { latitude: 21.4858, longitude: 39.1862 },
      locationEnabled: true,
      locationEnableChosen: true,
    });
  });

  test('suggest a place in English, then in Arabic: field errors, then submitted', async ({ page, request }) => {
    await signInWithToken(page, await signUpByApi(request, uniqueEmail('suggest')));
    await suggestPlace(page, 'en');
    await switchLanguage(page, 'ar');
    await suggestPlace(page, 'ar');
  });
});
