// Suggest an event or experience end to end, in English and Arabic: reached from the experiences page (and the
// footer), the form's required fields and their messages naming the field, a finish before the start, a bad mobile
// number and e-mail, coordinates out of range, then a suggestion sent with a point picked on the built-in map (Google
// Maps cannot load here, and the form says so): 'Suggestion submitted'. With a Maps key, the point is picked on Google's
// map (a local stand-in for Google's script). The pin is also dragged with the mouse, the map panned, and a refused
// location leaves the point alone. Visitors sign in first. One GraphQL request to open the form, axe on it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectDirection, inLocale } from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';
import { openWithMapsKey } from './support/googleMaps.ts';
import { logGraphQLRequests } from './support/graphql-requests.ts';
import { signInWithToken, signUpByApi, uniqueEmail } from './support/members.ts';

const text = {
  en: {
    link: 'Suggest an event or experience',
    heading: 'Suggest an event or experience',
    submit: 'Send suggestion',
    nameEn: 'English name',
    nameAr: 'Arabic name',
    information: 'Event information',
    start: 'Start date and time',
    finish: 'Finish date and time',
    category: 'Category',
    organizer: "Organiser's full name",
    mobile: 'Mobile number',
    email: 'E-mail',
    latitude: 'Latitude',
    longitude: 'Longitude',
    latitudeRange: /Latitude must be between -90 and 90/,
    map: 'Map for choosing the location',
    mapNote:
      'Google Maps is unavailable right now. Click the simple map below to place the pin, or type the latitude and longitude.',
    pinCentre: 'Pin the centre of the map',
    useMyLocation: 'Use my location',
    locationDenied: 'Allow access to your location to use all related features',
    required: (field: string) => `${field} is required`,
    invalid: (field: string) => `${field} is invalid`,
    finishBeforeStart: 'Finish date and time must be after the start',
    submitted: 'Suggestion submitted',
    signIn: 'Sign in',
  },
  ar: {
    link: 'اقترح فعالية أو تجربة',
    heading: 'اقترح فعالية أو تجربة',
    submit: 'إرسال الاقتراح',
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    information: 'معلومات الفعالية',
    start: 'تاريخ ووقت البدء',
    finish: 'تاريخ ووقت الانتهاء',
    category: 'الفئة',
    organizer: 'الاسم الكامل للمنظم',
    mobile: 'رقم الجوال',
    email: 'البريد الإلكتروني',
    latitude: 'خط العرض',
    longitude: 'خط الطول',
    // The limits are numbers formatted for Arabic: a direction mark before the minus, Latin or Arabic-Indic digits.
    latitudeRange: /يجب أن يكون خط العرض بين [\u200e\u061c]?[-\u2212](90|٩٠) و(90|٩٠)/,
    map: 'خريطة لاختيار الموقع',
    mapNote: 'خرائط Google غير متاحة الآن. انقر على الخريطة المبسطة أدناه لوضع الدبوس، أو اكتب خط العرض وخط الطول.',
    pinCentre: 'ضع الدبوس في وسط الخريطة',
    useMyLocation: 'استخدم موقعي',
    locationDenied: 'اسمح بالوصول إلى موقعك لاستخدام جميع الميزات المرتبطة',
    required: (field: string) => `${field} مطلوب`,
    invalid: (field: string) => `${field} غير صالح`,
    finishBeforeStart: 'يجب أن يكون تاريخ ووقت الانتهاء بعد البداية',
    submitted: 'تم إرسال الاقتراح',
    signIn: 'تسجيل الدخول',
  },
} as const;

/** The suggestion's input as the next suggestHappening request sends it. */
function suggestionSent(page: Page) {
  return page
    .waitForRequest((request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return false;
      const body = request.postDataJSON() as { variables?: { input?: { organizerName?: string } } } | null;
      return body?.variables?.input?.organizerName !== undefined;
    })
    .then((request) => (request.postDataJSON() as { variables: { input: Record<string, unknown> } }).variables.input);
}

/** Clicks the map this many pixels east and north of its middle. */
async function clickMap(map: Locator, east: number, north: number) {
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + east, y: box.height / 2 - north } });
}

for (const locale of ['en', 'ar'] as const) {
  const t = text[locale];

  test(`suggest an experience: errors first, then sent (${locale})`, async ({ page, request }) => {
    // A long form filled twice and two axe runs: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    await signInWithToken(page, await signUpByApi(request, uniqueEmail(`suggest-${locale}`), locale));
    await page.goto(inLocale('/experiences', locale));
    await expectDirection(page, locale);
    const requests = logGraphQLRequests(page);
    requests.reset();
    await page.getByRole('main').getByRole('link', { name: t.link }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    expect(await requests.settled()).toEqual(['HappeningSuggestScreenQuery']);
    await expectNoViolations(page, `suggest an event or experience (${locale})`);

    // Nothing filled in: every required field says so, by name.
    await main.getByRole('button', { name: t.submit }).click();
    for (const field of [t.nameEn, t.nameAr, t.information, t.start, t.finish, t.category, t.organizer, t.email]) {
      await expect(main.getByText(t.required(field), { exact: true })).toBeVisible();
    }
    await expect(main.getByText(t.required(t.mobile), { exact: true })).toBeVisible();

    await main.getByLabel(t.nameEn).fill('Sunset dhow cruise');
    await main.getByLabel(t.nameAr).fill('رحلة غروب على متن مركب شراعي');
    await main.getByLabel(t.information).fill('Two hours on a traditional dhow along the Jeddah corniche at sunset.');
    await main.getByLabel(t.start).fill('2026-12-18T17:00');
    await main.getByLabel(t.finish).fill('2026-12-18T16:00');
    await main.getByRole('combobox', { name: t.category }).selectOption({ index: 1 });
    await main.getByLabel(t.organizer).fill('Hind Al-Ghamdi');
    await main.getByLabel(t.mobile).fill('12345');
    await main.getByLabel(t.email).fill('hind@');
    // Out of range (typed in the page's digits), and a latitude without its longitude.
    await main.getByLabel(t.latitude).fill(locale === 'ar' ? '٩٥' : '95');
    await main.getByRole('button', { name: t.submit }).click();
    await expect(main.getByText(t.latitudeRange)).toBeVisible();
    await expect(main.getByText(t.required(t.longitude), { exact: true })).toBeVisible();
    await expect(main.getByText(t.finishBeforeStart)).toBeVisible();
    await expect(main.getByText(t.invalid(t.mobile))).toBeVisible();
    await expect(main.getByText(t.invalid(t.email))).toBeVisible();
    await expect(main.getByLabel(t.mobile)).toHaveAttribute('aria-invalid', 'true');

    await main.getByLabel(t.finish).fill('2026-12-18T19:00');
    await main.getByLabel(t.mobile).fill('0551234567');
    await main.getByLabel(t.email).fill('hind@example.sa');

    // No Google Maps here: the form says so in the page's language, and the point is picked on the built-in map, then
    // moved east with the keyboard.
    await expect(main.getByRole('note')).toHaveText(t.mapNote);
    const map = main.getByRole('application');
    await expect(main.getByRole('region', { name: t.map })).toBeVisible();
    await clickMap(map, 120, 60);
    const latitude = main.getByLabel(t.latitude);
    const longitude = main.getByLabel(t.longitude);
    // Jeddah's default position at zoom 12: 120 px east and 60 px north of it.
    await expect(latitude).toHaveValue(/^21\.50\d{4}$/);
    await expect(longitude).toHaveValue(/^39\.22\d{4}$/);
    const clicked = Number(await longitude.inputValue());
    await main.getByTestId('location-pin').press('ArrowRight');
    await expect(longitude).not.toHaveValue(String(clicked.toFixed(6)));
    expect(Number(await longitude.inputValue())).toBeGreaterThan(clicked);
    await expectNoViolations(page, `suggest form with a picked point (${locale})`);
    const picked = { latitude: Number(await latitude.inputValue()), longitude: Number(await longitude.inputValue()) };

    requests.reset();
    const sent = suggestionSent(page);
    await main.getByRole('button', { name: t.submit }).click();
    await expect(main.getByRole('status').filter({ hasText: t.submitted })).toBeVisible();
    expect(await requests.settled()).toEqual(['useSuggestHappeningMutation']);
    expect(await sent).toMatchObject(picked);
  });

  test(`with a Google Maps key, the point is picked on Google's map (${locale})`, async ({
    page,
    request,
    context,
  }) => {
    await signInWithToken(page, await signUpByApi(request, uniqueEmail(`suggest-map-${locale}`), locale));
    const scripts = await openWithMapsKey(page, inLocale('/experiences/suggest', locale), 'stand-in');
    const main = page.getByRole('main');
    const map = main.getByRole('region', { name: t.map });
    await expect(map.locator('[data-fake-google-map]')).toBeVisible();
    expect(scripts.some((url) => url.includes('key=e2e-browser-key'))).toBe(true);
    await expect(main.getByRole('note')).toHaveCount(0);
    await expect(main.getByTestId('fallback-map')).toHaveCount(0);

    await clickMap(map, -100, -50);
    const latitude = main.getByLabel(t.latitude);
    const longitude = main.getByLabel(t.longitude);
    // 100 px west and 50 px south of Jeddah's default position at zoom 12.
    await expect(latitude).toHaveValue(/^21\.46\d{4}$/);
    await expect(longitude).toHaveValue(/^39\.14\d{4}$/);
    await expect(main.getByTestId('location-pin')).toBeVisible();
    await expectNoViolations(page, `suggest form on Google's map (${locale})`);
    // "Pin the centre of the map" puts it back on the map's middle.
    await map.getByRole('button', { name: t.pinCentre }).click();
    await expect(latitude).toHaveValue('21.484491');
    await expect(longitude).toHaveValue('39.183640');
    // "Use my location" asks the browser.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 21.5433, longitude: 39.1728 });
    await main.getByRole('button', { name: t.useMyLocation }).click();
    await expect(latitude).toHaveValue('21.543300');
    await expect(longitude).toHaveValue('39.172800');

    await main.getByLabel(t.nameEn).fill('Al-Balad night walk');
    await main.getByLabel(t.nameAr).fill('جولة ليلية في البلد');
    await main.getByLabel(t.information).fill('A guided walk through the old town after sunset.');
    await main.getByLabel(t.start).fill('2026-12-20T19:00');
    await main.getByLabel(t.finish).fill('2026-12-20T21:00');
    await main.getByRole('combobox', { name: t.category }).selectOption({ index: 1 });
    await main.getByLabel(t.organizer).fill('Hind Al-Ghamdi');
    await main.getByLabel(t.mobile).fill('0551234567');
    await main.getByLabel(t.email).fill('hind@example.sa');
    const sent = suggestionSent(page);
    await main.getByRole('button', { name: t.submit }).click();
    await expect(main.getByRole('status').filter({ hasText: t.submitted })).toBeVisible();
    expect(await sent).toMatchObject({ latitude: 21.5433, longitude: 39.1728 });
  });

  test(`the pin is dragged with the mouse, the map is panned, and a refused location changes nothing (${locale})`, async ({
    page,
    request,
  }) => {
    await signInWithToken(page, await signUpByApi(request, uniqueEmail(`suggest-drag-${locale}`), locale));
    await page.goto(inLocale('/experiences/suggest', locale));
    const main = page.getByRole('main');
    const map = main.getByRole('application');
    await clickMap(map, 0, 0);
    const latitude = main.getByLabel(t.latitude);
    const longitude = main.getByLabel(t.longitude);
    await expect(latitude).not.toHaveValue('');
    const picked = { latitude: Number(await latitude.inputValue()), longitude: Number(await longitude.inputValue()) };

    // Dragging the pin 80 px east and 40 px south moves the point by that much at the map's zoom.
    const pin = main.getByTestId('location-pin');
    const from = (await pin.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 40, from.y + from.height / 2 + 20, { steps: 4 });
    await page.mouse.move(from.x + from.width / 2 + 80, from.y + from.height / 2 + 40, { steps: 4 });
    await page.mouse.up();
    await expect(longitude).not.toHaveValue(picked.longitude.toFixed(6));
    const dragged = { latitude: Number(await latitude.inputValue()), longitude: Number(await longitude.inputValue()) };
    expect(dragged.longitude).toBeGreaterThan(picked.longitude);
    expect(dragged.latitude).toBeLessThan(picked.latitude);
    const moved = (await pin.boundingBox())!;
    expect(Math.round(moved.x - from.x)).toBeGreaterThanOrEqual(78);
    expect(Math.round(moved.y - from.y)).toBeGreaterThanOrEqual(38);

    // Dragging the map itself pans the view: the pin travels with the map and the point does not change.
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 30);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + 50, { steps: 5 });
    await page.mouse.up();
    await expect(latitude).toHaveValue(dragged.latitude.toFixed(6));
    await expect(longitude).toHaveValue(dragged.longitude.toFixed(6));
    await expect.poll(async () => Math.round((await pin.boundingBox())!.x - moved.x)).toBe(30);

    // The browser refuses the location (no permission granted): the form says so and keeps the point.
    await main.getByRole('button', { name: t.useMyLocation }).click();
    await expect(main.getByRole('status').filter({ hasText: t.locationDenied })).toBeVisible();
    await expect(latitude).toHaveValue(dragged.latitude.toFixed(6));
    await expect(longitude).toHaveValue(dragged.longitude.toFixed(6));
    await expectNoViolations(page, `suggest form after a refused location (${locale})`);
  });

  test(`visitors sign in before suggesting; the footer links to the form (${locale})`, async ({ page }) => {
    await page.goto(inLocale('/', locale));
    await page.getByRole('contentinfo').getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fevents%2Fsuggest/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signIn);
  });
}
