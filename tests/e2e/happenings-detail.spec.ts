// The event and experience detail screens: dates in Riyadh time, price, calendar links and file, buy tickets.
import { expect, test, type Page } from '@playwright/test';
import { logGraphQLRequests } from './support/graphql-requests.ts';

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
