// The event and experience detail screens: dates in Riyadh time, price, calendar links and file, buy tickets, and
// the going and want-to-go counts apart.
import { expect, test, type Page } from '@playwright/test';
import { firstDetailPath, inLocale, parseCount } from './support/app.ts';
import { logGraphQLRequests } from './support/graphql-requests.ts';
import { signInWithToken, signUpByApi, uniqueEmail } from './support/members.ts';

/** Opens the first item of a list that has a ticket link (a paid one). */
async function openPaidItem(page: Page, list: '/events' | '/experiences') {
  await page.goto(list);
  const paid = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: /SAR|ر\.س/ })
    .first();
  await paid.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('an event shows its dates, price, venue and calendar links, and the .ics downloads', async ({ page, request }) => {
  await openPaidItem(page, '/events');
  const essentials = page.getByRole('complementary');
  await expect(essentials).toContainText(/SAR\s?\d+/);
  // 'ddd, D MMM YYYY' and 'hh:mm A' (docs/i18n.md#dates-and-times), in Riyadh time.
  await expect(essentials.locator('time').first()).toHaveText(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(essentials).toContainText(/\d{2}:\d{2} (AM|PM)/);

  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const google = page.getByRole('menuitem', { name: /Google/ }).or(page.getByRole('link', { name: /Google/ }));
  const outlook = page.getByRole('menuitem', { name: /Outlook/ }).or(page.getByRole('link', { name: /Outlook/ }));
  const ics = page.getByRole('menuitem', { name: /\.ics/ }).or(page.getByRole('link', { name: /\.ics/ }));
  expect(await google.first().getAttribute('href')).toMatch(
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&.*dates=\d{8}T\d{6}Z%2F\d{8}T\d{6}Z/,
  );
  expect(await outlook.first().getAttribute('href')).toMatch(
    /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/,
  );
  const icsHref = await ics.first().getAttribute('href');
  expect(icsHref).toMatch(/\/calendar\/event\/\d+\.ics/);

  const file = await request.get(icsHref!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('text/calendar');
  const body = await file.text();
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  expect(body).toContain('BEGIN:VEVENT');
  expect(body.replace(/\r\n /g, '')).toContain(`SUMMARY:${title.replace(/([,;])/g, '\\$1')}`);
});

test('buy tickets records the statistic and opens the ticket page in a new tab', async ({ page, context }) => {
  await openPaidItem(page, '/events');
  const requests = logGraphQLRequests(page);
  const link = page.getByRole('link', { name: 'Buy tickets' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^https:\/\/tickets\.example\.sa\//);
  expect(await link.getAttribute('target')).toBe('_blank');
  // The ticket host is not reachable from here; the new tab's address is what matters.
  await context.route('https://tickets.example.sa/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Tickets</title>' }),
  );
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  expect(popup.url()).toBe(href);
  const operations = await requests.settled();
  expect(operations.some((name) => /RecordStats/i.test(name))).toBe(true);
});

test('an experience shows working hours per weekday in Arabic', async ({ page }) => {
  await page.goto('/ar/experiences');
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'ساعات العمل' })).toBeVisible();
  // Weekday names and times in Arabic (e.g. "الأحد" and "٠٤:٠٠ م").
  await expect(page.getByRole('main')).toContainText(/(الأحد|الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت)/);
  await expect(page.getByRole('main')).toContainText(/[٠-٩]{2}:[٠-٩]{2}\s?[صم]/);
});

const attendanceText = {
  en: { wantToGo: 'Want to go', going: 'Going', wantLine: /want to go/, goingLine: /going|Be the first to go/ },
  ar: { wantToGo: 'أرغب في الذهاب', going: 'سأحضر', wantLine: /يرغب|رغبته/, goingLine: /سيحضر|كن أول الحاضرين/ },
} as const;

/** A count line's number; Arabic writes one and two as words (شخص واحد, شخصان). */
function countIn(line: string): number {
  if (/\d|[\u0660-\u0669]/.test(line)) return parseCount(line);
  if (/شخص واحد|شخص يرغب/.test(line)) return 1;
  if (/شخصان/.test(line)) return 2;
  return 0;
}

for (const locale of ['en', 'ar'] as const) {
  const t = attendanceText[locale];
  test(`want to go and going are counted and shown apart (${locale})`, async ({ page, request }) => {
    await signInWithToken(page, await signUpByApi(request, uniqueEmail(`attend-${locale}`), locale));
    const path = await firstDetailPath(page, '/events');
    await page.goto(inLocale(path, locale));
    const essentials = page.getByRole('complementary');
    const going = essentials.getByTestId('going-count');
    const wantToGo = essentials.getByTestId('want-to-go-count');
    await expect(going).toHaveText(t.goingLine);
    await expect(wantToGo).toHaveText(t.wantLine);
    const before = { going: countIn(await going.innerText()), wantToGo: countIn(await wantToGo.innerText()) };
    const counts = async () => ({
      going: countIn(await going.innerText()),
      wantToGo: countIn(await wantToGo.innerText()),
    });

    // Interest is not attendance: "Want to go" adds to its own count only.
    await essentials.getByRole('button', { name: t.wantToGo }).click();
    await expect(essentials.getByRole('button', { name: t.wantToGo })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(counts).toEqual({ going: before.going, wantToGo: before.wantToGo + 1 });
    // Switching to going moves the member from one count to the other, and a reload shows the stored counts.
    await essentials.getByRole('button', { name: t.going }).click();
    await expect.poll(counts).toEqual({ going: before.going + 1, wantToGo: before.wantToGo });
    await page.reload();
    await expect(essentials.getByRole('button', { name: t.going })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(counts).toEqual({ going: before.going + 1, wantToGo: before.wantToGo });
  });
}
