// Members end to end: sign up, verify the email from the outbox, sign out, sign in, edit the profile, reload, sign out,
// in English and Arabic; wrong credentials; stale tokens; accessibility of the member screens.
import { expectNoViolations } from './support/axe.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectDirection, inLocale, isolated, switchLanguage, type Locale } from './support/app.ts';
import { logGraphQLRequests } from './support/graphql-requests.ts';
import { PASSWORD, signUpByApi, TOKEN_KEY, uniqueEmail } from './support/members.ts';

const restApi = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`;
// A 1x1 PNG, for the profile image upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const text = {
  en: {
    signIn: 'Sign in',
    createAccount: 'Create an account',
    newToDalil: 'New to Dalil? Create an account',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    phone: 'Mobile number',
    notVerified: 'Not verified yet',
    verifiedBadge: 'Verified',
    verifiedMessage: 'Your email address is verified. Thank you!',
    accountMenu: /^Account menu of/,
    signOut: 'Sign out',
    signInRequired: 'You can not proceed without being signed in',
    editProfile: 'Edit profile',
    profileImage: 'Profile image',
    save: 'Save changes',
    saved: 'Your profile is saved.',
  },
  ar: {
    signIn: 'تسجيل الدخول',
    createAccount: 'إنشاء حساب',
    newToDalil: 'جديد في دليل؟ أنشئ حسابًا',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    phone: 'رقم الجوال',
    notVerified: 'لم يتم التحقق بعد',
    verifiedBadge: 'تم التحقق',
    verifiedMessage: 'تم التحقق من بريدك الإلكتروني. شكرًا لك!',
    accountMenu: /^قائمة حساب/,
    signOut: 'تسجيل الخروج',
    signInRequired: 'لا يمكنك المتابعة دون تسجيل الدخول',
    editProfile: 'تعديل الملف الشخصي',
    profileImage: 'صورة الملف الشخصي',
    save: 'حفظ التغييرات',
    saved: 'تم حفظ ملفك الشخصي.',
  },
} as const;

/** The path and query of the newest outbox link sent to `to` whose path is `path` (the app's own URL). */
async function emailLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(async () => {
      const body = (await (await request.get(`${restApi}/dev/outbox.json`)).json()) as {
        results: { to: string; link: string | null }[];
      };
      const link = body.results.find(
        // An Arabic member's link opens the Arabic page, under /ar.
        (mail) => mail.to === to && mail.link && new URL(mail.link).pathname.replace(/^\/ar(?=\/)/, '') === path,
      )?.link;
      found = link ? `${new URL(link).pathname}${new URL(link).search}` : null;
      return found;
    })
    .not.toBeNull();
  return found!;
}

const storedToken = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key) ?? localStorage.getItem(key), TOKEN_KEY);

async function signOut(page: Page, locale: Locale) {
  await page.getByRole('banner').getByRole('button', { name: text[locale].accountMenu }).click();
  await page.getByRole('banner').getByRole('button', { name: text[locale].signOut }).click();
  await expect(page).toHaveURL(/\/(ar)?$/);
  await expect(page.getByRole('banner').getByRole('link', { name: text[locale].signIn })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('root'))).toBeNull();
}

async function fillSignIn(page: Page, locale: Locale, email: string, password: string, remember = true) {
  const main = page.getByRole('main');
  await main.getByLabel(text[locale].email).fill(email);
  await main.getByLabel(text[locale].password, { exact: false }).fill(password);
  if (!remember) await main.getByRole('checkbox').uncheck();
  await main.getByRole('button', { name: text[locale].signIn }).click();
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`sign up, verify, sign out, sign in, edit profile, reload, sign out (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const t = text[locale];
    const email = uniqueEmail(locale);
    await page.goto('/');
    if (locale === 'ar') await switchLanguage(page, 'ar');

    // Sign up from the header's Sign in link.
    await page.getByRole('banner').getByRole('link', { name: t.signIn }).click();
    await page.getByRole('main').getByRole('link', { name: t.newToDalil }).click();
    await expect(page).toHaveURL(/\/sign-up/);
    const main = page.getByRole('main');
    await main.getByLabel(t.firstName).fill('Noura');
    await main.getByLabel(t.lastName).fill('Alqahtani');
    await main.getByLabel(t.email).fill(email);
    await main.getByLabel(t.password).fill(PASSWORD);
    await main.getByRole('button', { name: t.createAccount }).click();
    await expect(page).toHaveURL(/\/profile/);
    await expectDirection(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noura Alqahtani');
    await expect(main.getByText(t.notVerified)).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('root')))!)).toMatchObject({
      me: { fullName: 'Noura Alqahtani', email },
    });

    // Verify the address with the emailed link.
    await page.goto(await emailLink(request, email, '/verify-email'));
    await expect(page.getByRole('main').getByText(t.verifiedMessage)).toBeVisible();

    await signOut(page, locale);

    // The profile is login-gated: sign in is asked for, then the member comes back to it.
    await page.goto(inLocale('/profile', locale));
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fprofile/);
    await expect(page.getByRole('main').getByText(t.signInRequired)).toBeVisible();
    await fillSignIn(page, locale, email, PASSWORD, locale === 'en');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noura Alqahtani');
    await expect(main.getByText(t.verifiedBadge, { exact: true })).toBeVisible();
    // "Remember me" decides where the token lives.
    const place = await page.evaluate(
      (key) => (sessionStorage.getItem(key) ? 'session' : localStorage.getItem(key) ? 'local' : null),
      TOKEN_KEY,
    );
    expect(place).toBe(locale === 'en' ? 'local' : 'session');

    // Edit the profile, with a new image (a multipart upload).
    await main.getByRole('button', { name: t.editProfile }).click();
    await main.getByLabel(t.firstName).fill('Nora');
    await main.getByLabel(t.phone).fill('0512345678');
    await main.getByLabel(t.profileImage).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await main.getByRole('button', { name: t.save }).click();
    await expect(main.getByText(t.saved)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nora Alqahtani');
    await expect(main.getByText('512345678')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: t.accountMenu })).toContainText('Nora');

    // Still signed in after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nora Alqahtani');
    await expectDirection(page, locale);

    await signOut(page, locale);
  });
}

test("a wrong password shows 'Invalid credentials given.' and the form's own rules come first", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('wrong');
  await signUpByApi(request, email);
  await page.goto('/sign-in');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(main.getByText('This field is required').first()).toBeVisible();
  await main.getByLabel('Email').fill('not-an-email');
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(main.getByText('Email address is invalid')).toBeVisible();
  await fillSignIn(page, 'en', email, 'Wrong-password-1');
  await expect(main.getByRole('alert')).toHaveText('Invalid credentials given.');
  await expect(page).toHaveURL(/\/sign-in/);
  expect(await storedToken(page)).toBeNull();
});

test('sign-up errors: docs/members.md#validation, a duplicate email beside its field', async ({ page, request }) => {
  const email = uniqueEmail('dup');
  await signUpByApi(request, email);
  await page.goto('/sign-up');
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('N');
  await main.getByLabel('Last name').fill('Alqahtani');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill('weakpass');
  await main.getByLabel('Mobile number').fill('12345');
  await main.getByRole('button', { name: 'Create an account' }).click();
  await expect(main.getByText('Must be 2 to 30 characters')).toBeVisible();
  await expect(main.getByText(/^Password must be at least 8 characters/)).toBeVisible();
  await expect(main.getByText('Phone number is incorrect')).toBeVisible();
  await main.getByLabel('First name').fill('Noura');
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByLabel('Mobile number').fill('');
  await main.getByRole('button', { name: 'Create an account' }).click();
  await expect(main.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByText(/already exists/)).toBeVisible();
});

test('a garbage token in storage is cleared and the person is asked to sign in again', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((key) => {
    const now = Math.floor(Date.now() / 1000);
    localStorage.setItem(
      key,
      JSON.stringify({
        accessToken: 'garbage',
        tokenType: 'Bearer',
        expiresIn: 3600,
        refreshToken: 'garbage',
        scope: 'read write',
        createdAt: now,
      }),
    );
  }, TOKEN_KEY);
  await page.goto('/events');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fevents&reason=expired/);
  await expect(page.getByRole('main').getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('an expired token is refreshed before use, or the person is asked to sign in again', async ({ page, request }) => {
  const token = await signUpByApi(request, uniqueEmail('expired'));
  const expiredCopy = (refreshToken: unknown) => ({
    ...token,
    refreshToken,
    createdAt: Math.floor(Date.now() / 1000) - 2 * Number(token.expiresIn),
  });
  await page.goto('/');

  // Expired, with a good refresh token: refreshed, the member stays signed in.
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    TOKEN_KEY,
    JSON.stringify(expiredCopy(token.refreshToken)),
  ] as const);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rana Test');
  const refreshed = JSON.parse((await storedToken(page))!) as { accessToken: string; createdAt: number };
  expect(refreshed.accessToken).not.toBe(token.accessToken);
  expect(refreshed.createdAt + Number(token.expiresIn)).toBeGreaterThan(Date.now() / 1000);

  // Expired, and the refresh is refused: cleared, and sign in is asked for.
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    TOKEN_KEY,
    JSON.stringify(expiredCopy('revoked')),
  ] as const);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fprofile&reason=expired/);
  expect(await storedToken(page)).toBeNull();
});

test('deleting the account: a confirmation dialog, an emailed link, then the confirmation page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('delete');
  await signUpByApi(request, email);
  await page.goto('/sign-in?next=%2Fprofile');
  await fillSignIn(page, 'en', email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  const main = page.getByRole('main');
  // Deleting the account is in the profile's Settings tab.
  await main.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\?tab=settings$/);
  await main.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete your account?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await main.getByRole('button', { name: 'Delete account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send the deletion link' }).click();
  await expect(main.getByText(/we sent you a link to confirm the deletion/)).toBeVisible();

  await page.goto(await emailLink(request, email, '/delete-account'));
  await page.getByRole('main').getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByRole('main').getByText(/Your account and its data are deleted/)).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The account is gone: its credentials no longer sign in.
  await page.goto('/sign-in');
  await fillSignIn(page, 'en', email, PASSWORD);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid credentials given.');
});

test('forgot password: the emailed link, the passwords must match, then the new password signs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  await signUpByApi(request, email);
  await page.goto('/sign-in');
  await page.getByRole('main').getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Send the link' }).click();
  await expect(main.getByRole('status')).toContainText('a recovery email is on its way');

  await page.goto(await emailLink(request, email, '/reset-password'));
  await main.getByRole('textbox', { name: 'New password', exact: true }).fill('Renewed2027');
  await main.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('Renewed2028');
  await main.getByRole('button', { name: 'Save the new password' }).click();
  await expect(main.getByText('Passwords must match')).toBeVisible();
  await main.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('Renewed2027');
  await main.getByRole('button', { name: 'Save the new password' }).click();
  await expect(main.getByRole('status')).toHaveText('Your password is changed. Sign in with the new one.');
  await main.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await fillSignIn(page, 'en', email, PASSWORD);
  await expect(main.getByRole('alert')).toHaveText('Invalid credentials given.');
  await fillSignIn(page, 'en', email, 'Renewed2027');
  await expect(page).toHaveURL(/\/(ar)?$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Account menu of ${isolated('Rana Test')}`, exact: true }),
  ).toBeVisible();
});

test('each member screen loads with at most one GraphQL request', async ({ page, request }) => {
  const email = uniqueEmail('requests');
  await signUpByApi(request, email);
  const log = logGraphQLRequests(page);
  // A visitor's first load comes with its answer in the page (docs/i18n.md#first-load).
  for (const path of ['/sign-in', '/sign-up', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await log.settled(), path).toEqual([]);
    log.reset();
  }
  await page.goto('/sign-in?next=%2Fprofile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  log.reset();
  await fillSignIn(page, 'en', email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rana Test');
  expect(await log.settled()).toEqual(['useSignInMutation', 'ProfileScreenQuery']);
  log.reset();
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Dalil/ })
    .click();
  await expect(page).toHaveURL(/\/(ar)?$/);
  expect(await log.settled()).toEqual(['HomeScreenQuery']);
});

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`no axe violations on the member screens (${locale})`, async ({ page, request }) => {
    // Eight screens, each analysed by axe: about 30 s on a loaded 2-core machine, so more than the default 60 s budget.
    test.slow();
    const email = uniqueEmail(`axe-${locale}`);
    await signUpByApi(request, email, locale);
    await page.goto('/');
    if (locale === 'ar') await switchLanguage(page, 'ar');
    for (const path of [
      '/sign-in',
      '/sign-in?reason=required',
      '/sign-up',
      '/forgot-password',
      '/reset-password?token=x',
      '/verify-email?token=x',
      '/delete-account?token=x',
    ]) {
      await page.goto(inLocale(path, locale));
      await expectDirection(page, locale);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, `${path} (${locale})`);
    }
    // Errors beside the fields, too.
    await page.goto(inLocale('/sign-up', locale));
    await page.getByRole('main').getByRole('button', { name: text[locale].createAccount }).click();
    await expectNoViolations(page, `/sign-up with errors (${locale})`);

    await page.goto(inLocale('/sign-in', locale));
    await fillSignIn(page, locale, email, PASSWORD);
    await expect(page).toHaveURL(/\/(ar)?$/);
    await page.goto(inLocale('/profile', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rana Test');
    await expectNoViolations(page, `/profile (${locale})`);
    await page.getByRole('main').getByRole('button', { name: text[locale].editProfile }).click();
    await expect(page.getByRole('main').getByRole('button', { name: text[locale].save })).toBeVisible();
    await expectNoViolations(page, `/profile editing (${locale})`);
  });
}

test("signing in switches the app to the member's saved language", async ({ page, request }) => {
  const email = uniqueEmail('arabic-member');
  await signUpByApi(request, email, 'ar');
  await page.goto('/sign-in');
  await expectDirection(page, 'en');
  await fillSignIn(page, 'en', email, PASSWORD);
  await expectDirection(page, 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/اكتشف/);
  await page.reload();
  await expectDirection(page, 'ar');
});
