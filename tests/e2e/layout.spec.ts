// The app on a phone-sized screen: nothing overflows sideways, navigation and filters stay usable.
import { expect, test } from '@playwright/test';
import { inLocale, switchLanguage } from './support/app.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

for (const locale of ['en', 'ar'] as const) {
  test(`home, events and a detail fit a 375px screen (${locale})`, async ({ page }) => {
    await page.goto('/');
    if (locale === 'ar') await switchLanguage(page, 'ar');
    for (const path of ['/', '/events']) {
      await page.goto(inLocale(path, locale));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(1);
    }
    await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/events\/.+/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow on the detail screen').toBeLessThanOrEqual(1);
  });
}
