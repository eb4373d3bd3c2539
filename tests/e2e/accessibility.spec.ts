// axe-core finds no violations on any screen, in English and in Arabic.
import { expectNoViolations } from './support/axe.ts';
import { expect, test } from '@playwright/test';
import { expectDirection, firstDetailPath, inLocale, switchLanguage, type Locale } from './support/app.ts';

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`no axe violations on any screen (${locale})`, async ({ page }) => {
    // Eight screens, each analysed by axe: about 30 s on a loaded 2-core machine, so more than the default 60 s budget.
    test.slow();
    await page.goto('/');
    if (locale === 'ar') await switchLanguage(page, 'ar');
    const eventPath = await firstDetailPath(page, '/events');
    const experiencePath = await firstDetailPath(page, '/experiences');
    const screens = [
      '/',
      '/events',
      '/events?period=THIS_WEEK',
      '/experiences',
      eventPath,
      experiencePath,
      '/no-such-page',
      '/events/no-such-event',
    ];
    for (const path of screens) {
      await page.goto(inLocale(path, locale));
      await expectDirection(page, locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, `${path} (${locale})`);
    }
  });
}

test('no axe violations on a phone-sized screen (ar)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await switchLanguage(page, 'ar');
  for (const path of ['/', '/events']) {
    await page.goto(inLocale(path, 'ar'));
    await expectNoViolations(page, `${path} (ar, 375px)`);
  }
});
