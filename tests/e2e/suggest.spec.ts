// Suggest an event or experience end to end, in English and Arabic: reached from the experiences page (and the
// footer), the form's required fields and their messages naming the field, a finish before the start, a bad mobile
// number and e-mail, then a suggestion sent with a place on the built-in map: 'Suggestion submitted'. Visitors sign in
// first. One GraphQL request to open the form, axe on it.
import { expect, test } from '@playwright/test';
import { expectDirection, inLocale } from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';
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
    required: (field: string) => `${field} مطلوب`,
    invalid: (field: string) => `${field} غير صالح`,
    finishBeforeStart: 'يجب أن يكون تاريخ ووقت الانتهاء بعد البداية',
    submitted: 'تم إرسال الاقتراح',
    signIn: 'تسجيل الدخول',
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const t = text[locale];

  test(`suggest an experience: errors first, then sent (${locale})`, async ({ page, request }) => {
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
    await main.getByRole('button', { name: t.submit }).click();
    await expect(main.getByText(t.finishBeforeStart)).toBeVisible();
    await expect(main.getByText(t.invalid(t.mobile))).toBeVisible();
    await expect(main.getByText(t.invalid(t.email))).toBeVisible();
    await expect(main.getByLabel(t.mobile)).toHaveAttribute('aria-invalid', 'true');

    await main.getByLabel(t.finish).fill('2026-12-18T19:00');
    await main.getByLabel(t.mobile).fill('0551234567');
    await main.getByLabel(t.email).fill('hind@example.sa');
    await main.getByLabel(t.latitude).fill('21.5433');
    requests.reset();
    await main.getByRole('button', { name: t.submit }).click();
    await expect(main.getByRole('status').filter({ hasText: t.submitted })).toBeVisible();
    expect(await requests.settled()).toEqual(['useSuggestHappeningMutation']);
  });

  test(`visitors sign in before suggesting; the footer links to the form (${locale})`, async ({ page }) => {
    await page.goto(inLocale('/', locale));
    await page.getByRole('contentinfo').getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fevents%2Fsuggest/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signIn);
  });
}
