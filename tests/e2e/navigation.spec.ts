// The main navigation reaches the reading screens (articles, curated lists) on every screen size: as links from 720 px,
// through the "More" menu button on phones, which the keyboard works like any menu button and which leaves room for
// the account button; in English and Arabic, axe-clean.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { inLocale, mainNav, startIn, type Locale } from './support/app.ts';
import { signInWithToken, signUpByApi, uniqueEmail } from './support/members.ts';

const words = {
  en: { articles: 'Articles', lists: 'Curated lists', more: 'More', account: /Account menu/, signIn: 'Sign in' },
  ar: { articles: 'المقالات', lists: 'قوائم مختارة', more: 'المزيد', account: /قائمة حساب/, signIn: 'تسجيل الدخول' },
};

const moreButton = (page: Page, locale: Locale) => mainNav(page).getByRole('button', { name: words[locale].more });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, `${locator} is on screen`).not.toBeNull();
  return box!;
}

const apart = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x + a.width <= b.x + 1 || b.x + b.width <= a.x + 1 || a.y + a.height <= b.y + 1 || b.y + b.height <= a.y + 1;

for (const locale of ['en', 'ar'] as const) {
  const t = words[locale];

  test.describe(`at 1280 px (${locale})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the header links reach Articles and Curated lists, with no "More" button', async ({ page }) => {
      await startIn(page, locale);
      await expect(moreButton(page, locale)).toBeHidden();
      await expect(mainNav(page).getByRole('link')).toHaveCount(6);
      // every link in full, apart from the search field and the sign-in link
      expect(
        await mainNav(page)
          .getByRole('list')
          .evaluate((list) => list.scrollWidth - list.clientWidth),
      ).toBe(0);
      const banner = page.getByRole('banner');
      const others = [banner.getByRole('searchbox'), banner.getByRole('link', { name: t.signIn })];
      for (const link of await mainNav(page).getByRole('link').all()) {
        for (const other of others) expect(apart(await boxOf(link), await boxOf(other))).toBe(true);
      }

      await mainNav(page).getByRole('link', { name: t.articles }).click();
      await expect(page).toHaveURL(new RegExp(`${inLocale('/articles', locale)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(mainNav(page).getByRole('link', { name: t.articles })).toHaveAttribute('aria-current', 'page');

      await mainNav(page).getByRole('link', { name: t.lists }).click();
      await expect(page).toHaveURL(new RegExp(`${inLocale('/lists', locale)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, `curated lists at 1280 px (${locale})`);
    });
  });

  test.describe(`on a phone (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the "More" menu reaches Articles and Curated lists', async ({ page }) => {
      await startIn(page, locale);
      await expect(mainNav(page).getByRole('link', { name: t.articles })).toBeHidden();
      const more = moreButton(page, locale);
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page, `the open "More" menu at 390 px (${locale})`);
      await page.getByRole('menu').getByRole('menuitem', { name: t.articles }).click();
      await expect(page).toHaveURL(new RegExp(`${inLocale('/articles', locale)}$`));
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(more).toHaveAttribute('aria-expanded', 'false');

      await more.click();
      await page.getByRole('menu').getByRole('menuitem', { name: t.lists }).click();
      await expect(page).toHaveURL(new RegExp(`${inLocale('/lists', locale)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, `curated lists at 390 px (${locale})`);
    });

    test('at 390 and 360 px no link nor the "More" button runs into the account button', async ({ page, request }) => {
      await signInWithToken(page, await signUpByApi(request, uniqueEmail('navigation')));
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(inLocale('/', locale));
        const account = await boxOf(page.getByRole('banner').getByRole('button', { name: t.account }));
        await expect(mainNav(page).getByRole('link')).toHaveCount(4);
        const controls = [...(await mainNav(page).getByRole('link').all()), moreButton(page, locale)];
        for (const control of controls) {
          const box = await boxOf(control);
          expect(apart(box, account), `${await control.innerText()} beside the account button at ${width} px`).toBe(
            true,
          );
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
        const cut = await mainNav(page)
          .getByRole('list')
          .evaluate((list) => list.scrollWidth - list.clientWidth);
        expect(cut, `links cut off at ${width} px`).toBeLessThanOrEqual(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  });
}

test.describe('the "More" menu from the keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens on Enter with focus on its first item, arrows move, Escape closes and gives focus back', async ({
    page,
  }) => {
    await startIn(page, 'en');
    const more = moreButton(page, 'en');
    const menu = page.getByRole('menu', { name: 'More' });
    const articles = menu.getByRole('menuitem', { name: 'Articles' });
    const lists = menu.getByRole('menuitem', { name: 'Curated lists' });

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveAttribute('aria-controls', (await menu.getAttribute('id'))!);
    await expect(articles).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(lists).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(articles).toBeFocused();
    await page.keyboard.press('End');
    await expect(lists).toBeFocused();
    await page.keyboard.press('Home');
    await expect(articles).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(lists).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();

    // ArrowDown on the button opens too; Enter on an item follows it and closes the menu.
    await page.keyboard.press('ArrowDown');
    await expect(articles).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lists$/);
    await expect(menu).toBeHidden();

    // A click elsewhere closes it.
    await more.click();
    await expect(menu).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(menu).toBeHidden();
  });
});
