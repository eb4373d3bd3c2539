// Every screen on a 390 x 844 phone, in English and Arabic: nothing overflows sideways, the header's controls do not
// overlap, detail pages put the essentials (when, where, how much; open now and address) before the description and
// on the first screen, and the places map's markers are touch targets that keep apart.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { firstDetailPath, inLocale, mainNav, parseCount, startIn, type Locale } from './support/app.ts';
import { signInWithToken, signUpByApi, uniqueEmail } from './support/members.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

// A seeded Jeddah landmark with an address and an about text.
const PLACE = 'king-fahd-s-fountain-viewpoint';

const words = {
  en: { essentials: 'Essentials', about: 'About', venue: 'Venue', address: 'Address', calendar: 'Add to calendar' },
  ar: { essentials: 'معلومات أساسية', about: 'نبذة', venue: 'المكان', address: 'العنوان', calendar: 'أضف إلى التقويم' },
};
const price = /SAR|ر\.س|Free|مجاني/;

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

function overlapping(boxes: Box[]): string[] {
  return boxes.flatMap((a, i) => boxes.slice(i + 1).flatMap((b) => (overlaps(a, b) ? [`${a.name} / ${b.name}`] : [])));
}

/** The boxes of the visible controls inside an element, named by their accessible label or text. */
async function controlBoxes(container: Locator, selector: string): Promise<Box[]> {
  return container.evaluate(
    (root, query) =>
      [...root.querySelectorAll(query)]
        .map((element) => {
          const rect = element.getBoundingClientRect();
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
          return { name, x: rect.x, y: rect.y, width: rect.width, height: rect.height };
        })
        .filter((box) => box.width > 0 && box.height > 0),
    selector,
  );
}

/** No sideways scrolling, and every header control on screen, none over another, every tab shown in full. */
async function expectFitsPhone(page: Page, screen: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(overflow.scrollWidth, `horizontal overflow on ${screen}`).toBeLessThanOrEqual(overflow.clientWidth);

  const header = page.getByRole('banner');
  const boxes = await controlBoxes(header, 'a, button, select');
  expect(boxes.length, `header controls on ${screen}`).toBeGreaterThanOrEqual(7);
  expect(overlapping(boxes), `overlapping header controls on ${screen}`).toEqual([]);
  for (const box of boxes) {
    expect(box.x, `${box.name} starts on screen (${screen})`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${box.name} ends on screen (${screen})`).toBeLessThanOrEqual(PHONE.width);
  }
  const tabs = mainNav(page).getByRole('list');
  const hidden = await tabs.evaluate((list) => list.scrollWidth - list.clientWidth);
  expect(hidden, `tabs cut off on ${screen}`).toBeLessThanOrEqual(0);
}

/** Each essential comes before the description, in reading order and on screen, and ends within the first screen. */
async function expectEssentialsFirst(page: Page, screen: string, essentials: Locator[], description: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const after = await description.boundingBox();
  for (const [index, essential] of essentials.entries()) {
    const box = await essential.boundingBox();
    expect(box, `essential ${index} on ${screen}`).not.toBeNull();
    expect(box!.y + box!.height, `essential ${index} within the first screen on ${screen}`).toBeLessThanOrEqual(
      PHONE.height,
    );
    expect(box!.y, `essential ${index} above the description on ${screen}`).toBeLessThan(after!.y);
    const readFirst = await essential.evaluate(
      (node, other) => Boolean(node.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await description.elementHandle(),
    );
    expect(readFirst, `essential ${index} read before the description on ${screen}`).toBe(true);
  }
}

const factValue = (panel: Locator, label: string) =>
  panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function checkHappening(page: Page, locale: Locale, path: string) {
  const t = words[locale];
  await page.goto(inLocale(path, locale));
  await expectFitsPhone(page, path);
  const main = page.getByRole('main');
  const panel = main.getByRole('complementary', { name: t.essentials });
  await expectEssentialsFirst(
    page,
    path,
    [panel.getByText(price).first(), panel.locator('time').first(), factValue(panel, t.venue)],
    main.getByRole('heading', { name: t.about }),
  );
  // The calendar comes before the description too (it is not shown once an item has ended).
  const calendar = panel.getByRole('button', { name: t.calendar });
  if ((await calendar.count()) > 0)
    expect(
      await calendar.evaluate(
        (node, other) => Boolean(node.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await main.getByRole('heading', { name: t.about }).elementHandle(),
      ),
    ).toBe(true);
}

async function checkPlace(page: Page, locale: Locale) {
  const t = words[locale];
  const path = `/places/${PLACE}`;
  await page.goto(inLocale(path, locale));
  await expectFitsPhone(page, path);
  const main = page.getByRole('main');
  const panel = main.getByRole('complementary', { name: t.essentials });
  await expectEssentialsFirst(
    page,
    path,
    [main.locator('header [data-state]'), factValue(panel, t.address)],
    main.getByRole('heading', { name: t.about }),
  );
}

/** The drawn markers and groups, named, at least 24 px, none over another or over a map control. */
async function expectTouchableMarkers(page: Page) {
  const map = page.getByTestId('fallback-map');
  const drawn = map.locator('[data-testid="map-marker"], [data-testid="map-cluster"]');
  await expect(drawn.first()).toBeVisible();
  const markers = await controlBoxes(map, '[data-testid="map-marker"], [data-testid="map-cluster"]');
  for (const marker of markers) {
    expect(marker.name, 'a marker has a name').not.toBe('');
    expect(Math.min(marker.width, marker.height), `${marker.name} is a 24 px target`).toBeGreaterThanOrEqual(24);
  }
  const targets = await controlBoxes(
    map,
    '[data-testid="map-marker"], [data-testid="map-cluster"], [data-testid="map-controls"] button',
  );
  expect(overlapping(targets), 'overlapping markers or map controls').toEqual([]);
  return { map, drawn };
}

for (const locale of ['en', 'ar'] as const) {
  test(`every screen fits a 390 px phone (${locale})`, async ({ page }) => {
    test.slow();
    await startIn(page, locale);
    for (const path of ['/', '/events', '/experiences', '/places', '/places/list', '/sign-in', '/sign-up']) {
      await test.step(path, async () => {
        await page.goto(inLocale(path, locale));
        await expect(mainNav(page)).toBeVisible();
        await expectFitsPhone(page, path);
      });
    }
    await test.step('404', async () => {
      await page.goto(inLocale('/no-such-page', locale));
      await expectFitsPhone(page, '404');
    });
    await test.step('an event', async () => checkHappening(page, locale, await firstDetailPath(page, '/events')));
    await test.step('an experience', async () =>
      checkHappening(page, locale, await firstDetailPath(page, '/experiences')));
    await test.step('a place', async () => checkPlace(page, locale));
  });

  test(`the profile fits a 390 px phone, with the account button beside the tabs (${locale})`, async ({
    page,
    request,
  }) => {
    await signInWithToken(page, await signUpByApi(request, uniqueEmail('phone')));
    await startIn(page, locale);
    await page.goto(inLocale('/profile', locale));
    await expectFitsPhone(page, '/profile');
    // The avatar button sits on the tabs' row, after the last tab in the reading direction.
    const account = await page.getByRole('banner').getByRole('button', { name: /Rana/ }).boundingBox();
    const tabs = await mainNav(page).getByRole('list').boundingBox();
    expect(Math.abs(account!.y + account!.height / 2 - (tabs!.y + tabs!.height / 2))).toBeLessThan(8);
    if (locale === 'ar') expect(account!.x + account!.width).toBeLessThanOrEqual(tabs!.x);
    else expect(account!.x).toBeGreaterThanOrEqual(tabs!.x + tabs!.width);
  });
}

test('the places map draws touch-sized markers that keep apart, and a group zooms in on its places', async ({
  page,
}) => {
  await startIn(page, 'ar');
  await page.goto(inLocale('/places/list', 'ar'));
  const { map, drawn } = await expectTouchableMarkers(page);

  // The biggest group: pressing it zooms in, so its places come apart and all stay in view.
  const groups = map.getByTestId('map-cluster');
  const counts = await Promise.all((await groups.all()).map(async (group) => parseCount(await group.innerText())));
  expect(counts.length, 'Jeddah has groups of crowded places at the first zoom').toBeGreaterThan(0);
  const biggest = Math.max(...counts);
  await groups.nth(counts.indexOf(biggest)).click();
  await expect(map.getByRole('button', { name: 'تحديث نتائج البحث' })).toBeVisible();
  await expect
    .poll(async () => {
      const after = await Promise.all((await groups.all()).map(async (group) => parseCount(await group.innerText())));
      return Math.max(0, ...after);
    })
    .toBeLessThan(biggest);
  await expectTouchableMarkers(page);
  expect(await drawn.count()).toBeGreaterThan(1);
});
