// Shared steps of the end-to-end tests: the app as a person uses it.
import { expect, type Page } from '@playwright/test';

export type Locale = 'en' | 'ar';

export const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(Main|القائمة الرئيسية)$/ }).first();

/** A path in a language: Arabic pages live under /ar (docs/i18n.md#language-in-the-url). */
export const inLocale = (path: string, locale: Locale) => (locale === 'ar' ? `/ar${path}` : path);

/** Switches the interface language with the header button, as a person would: the same page opens in that language. */
export async function switchLanguage(page: Page, to: Locale) {
  const label = to === 'ar' ? 'العربية' : 'English';
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(label) })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

export async function expectDirection(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

/** Opens the app in a language: the one step that chooses it (today the header button; the language is moving into the URL). */
export async function startIn(page: Page, locale: Locale) {
  await page.goto(inLocale('/', locale));
  await expectDirection(page, locale);
}

/** Opens a list and answers the path of its first item's detail page. */
export async function firstDetailPath(page: Page, list: '/events' | '/experiences') {
  await page.goto(list);
  const href = await page.getByRole('main').getByRole('article').first().getByRole('link').first().getAttribute('href');
  expect(href).toMatch(new RegExp(`^${list}/`));
  return href!;
}

/** Arabic letters (the Arabic block), for asserting that content really is Arabic. */
export const arabicText = /[\u0600-\u06FF]{3,}/;

/** The count shown above a list, e.g. "43 events found" or "٤٣ فعالية". */
export async function resultCount(page: Page): Promise<string> {
  return (await page.getByRole('main').getByRole('status').first().innerText()).trim();
}

/** Digits of a count in either Western or Arabic-Indic numerals. */
export function parseCount(text: string): number {
  const western = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const match = /\d[\d,٬]*/.exec(western);
  return match ? Number(match[0].replace(/[,٬]/g, '')) : 0;
}

/** A member's name as the app puts it inside its own sentences: between First Strong Isolate and Pop Directional
 * Isolate, so right-to-left names cannot reorder the sentence (client/src/format/isolate.ts). */
export const isolated = (name: string) => `\u2068${name}\u2069`;
