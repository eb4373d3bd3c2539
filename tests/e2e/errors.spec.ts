// What a visitor sees when something is missing or broken: the 404 screen, and a precise, translated message with
// a working retry when the service cannot answer.
import { expect, test } from '@playwright/test';
import { inLocale, switchLanguage } from './support/app.ts';

test('an unknown address shows the 404 screen with a way home (en and ar)', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText("Sorry but we couldn't find this page")).toBeVisible();
  await expect(page).toHaveTitle(/not found/i);
  await switchLanguage(page, 'ar');
  await expect(page.getByText('عذرًا، لم نتمكن من العثور على هذه الصفحة')).toBeVisible();
  await switchLanguage(page, 'en');
  await page
    .getByRole('link', { name: 'Back to home' })
    .or(page.getByRole('button', { name: 'Back to home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Discover/);
});

test('an unknown event or experience shows the 404 screen', async ({ page }) => {
  for (const path of ['/events/no-such-event', '/experiences/no-such-experience']) {
    await page.goto(path);
    await expect(page.getByText("Sorry but we couldn't find this page")).toBeVisible();
  }
});

test('the service being unavailable gives a translated message and retry works', async ({ page }) => {
  await page.goto('/ar/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The gateway answers as it does when the REST API is down.
  await page.route('**/graphql', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [{ message: 'The content service is unavailable.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
      }),
    }),
  );
  // The page came with its data; the next screen is the one that asks the service.
  await page.getByRole('banner').getByRole('link', { name: 'الرئيسية' }).first().click();
  await expect(page.getByText('خدمة المحتوى غير متاحة حاليًا. يُرجى المحاولة بعد قليل.')).toBeVisible();
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'حاول مرة أخرى' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/اكتشف/);
});

test('a network failure says so and keeps the page usable', async ({ page }) => {
  await page.goto('/');
  await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
  await page.getByRole('banner').getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page.getByText("We couldn't reach Dalil. Check your internet connection and try again.")).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in Jeddah');
});

test('a page older than the server (its operation ids are unknown) offers a reload that loads the new build', async ({
  page,
}) => {
  await page.goto('/');
  const sent: unknown[] = [];
  // The gateway answers as it does after a deploy that dropped this build's ids.
  await page.route('**/graphql', (route) => {
    sent.push(route.request().postDataJSON());
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [
          {
            message: 'This version of the app is out of date: reload the page or update the app.',
            extensions: { code: 'PERSISTED_OPERATION_NOT_FOUND' },
          },
        ],
      }),
    });
  });
  await page.getByRole('banner').getByRole('link', { name: 'Events', exact: true }).click();
  await expect(
    page.getByText('Dalil has been updated since this page was opened. Reload the page to continue.'),
  ).toBeVisible();
  // The client sent the persisted id, never the query's text.
  expect(sent).toEqual([
    {
      documentId: expect.stringMatching(/^[0-9a-f]{64}$/),
      operationName: 'HappeningListScreenQuery',
      variables: expect.any(Object),
    },
  ]);
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events in Jeddah');
});

test('a screen that crashes while rendering shows the fallback screen with a report button (en and ar)', async ({
  page,
}) => {
  // The answer arrives without a field the screen needs (a broken server), so rendering throws. Pages arrive with
  // their own data, so the broken answer is met on the way from the list to an event.
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body?.data?.happening) body.data.happening.price = null;
    await route.fulfill({ response, json: body });
  });
  for (const [locale, title, text, button] of [
    ['en', 'Oops, something went wrong', 'You can send us report if you want', 'Report feedback'],
    ['ar', 'عذرًا، حدث خطأ ما', null, null],
  ] as const) {
    await page.goto(inLocale('/events', locale));
    await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByText(title)).toBeVisible();
    if (text) await expect(page.getByText(text)).toBeVisible();
    if (button)
      await expect(
        page.getByRole('link', { name: button }).or(page.getByRole('button', { name: button })),
      ).toBeVisible();
  }
});
