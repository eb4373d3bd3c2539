// Social sign-in end to end on the product instance configured for Facebook and Apple, against a local
// stand-in for both (support/fakeProviders.ts): a visitor signs in with Facebook, or with Apple (whose page posts its
// answer to the gateway), and comes back to the page they were going to; a member connects Facebook and sees the
// friends who use Dalil; cancelling either provider's page says so and signs nobody in. English and Arabic, with axe.
import { expect, test } from '@playwright/test';
import { expectDirection, inLocale } from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';
import {
  appleAccounts,
  facebookAccounts,
  providersBaseURL,
  type FacebookAccountId,
} from './support/socialProviders.ts';
import { signInWithToken, signUpByApi, uniqueEmail } from './support/members.ts';

test.use({ baseURL: providersBaseURL });

const text = {
  en: {
    continue: 'Continue with Facebook',
    apple: 'Continue with Apple',
    cancelled: 'The sign-in was cancelled: you are not signed in.',
    signIn: 'Sign in',
    events: 'Events',
    facebookTab: 'Facebook',
    connect: 'Connect Facebook',
    connected: 'Your Facebook account is connected.',
    follow: 'Follow',
  },
  ar: {
    continue: 'المتابعة باستخدام فيسبوك',
    apple: 'المتابعة باستخدام Apple',
    cancelled: 'تم إلغاء تسجيل الدخول، ولست مسجّلًا الآن.',
    signIn: 'تسجيل الدخول',
    events: 'الفعاليات',
    facebookTab: 'فيسبوك',
    connect: 'ربط فيسبوك',
    connected: 'تم ربط حسابك على فيسبوك.',
    follow: 'متابعة',
  },
} as const;

const fullName = (id: FacebookAccountId) => `${facebookAccounts[id].first_name} ${facebookAccounts[id].last_name}`;

for (const locale of ['en', 'ar'] as const) {
  const t = text[locale];
  const [friend, member] = locale === 'en' ? (['fb-en-2', 'fb-en-1'] as const) : (['fb-ar-2', 'fb-ar-1'] as const);

  test(`a visitor signs in with Facebook and lands where they were going (${locale})`, async ({ page }) => {
    await page.goto(inLocale(`/sign-in?next=${encodeURIComponent('/events')}`, locale));
    await expectDirection(page, locale);
    const main = page.getByRole('main');
    await expectNoViolations(page, `sign-in with Facebook offered (${locale})`);
    await main.getByRole('button', { name: t.continue }).click();
    // Facebook's dialog (the stand-in) is asked for the e-mail address, for this app.
    await expect(page.getByRole('heading', { name: 'Log in with Facebook' })).toBeVisible();
    await expect(page.getByText('App e2e-facebook-app asks for: email')).toBeVisible();
    await page.getByRole('link', { name: `Continue as ${fullName(friend)}` }).click();

    await expect(page).toHaveURL(new RegExp(`${locale === 'ar' ? '/ar' : ''}/events$`));
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(fullName(friend)) })).toBeVisible();
    await expectDirection(page, locale);
  });

  test(`a member connects Facebook and sees their friends who use Dalil (${locale})`, async ({ page, request }) => {
    // The friend has signed in with Facebook before (the test above, or here if it ran alone).
    const friendSignedIn = await request.post('/graphql', {
      headers: { 'x-graphql-csrf': '1', 'content-type': 'application/json' },
      data: {
        query: `mutation { signInWithFacebook(input: { accessToken: "token-${friend}" }) { token { accessToken } } }`,
      },
    });
    expect(
      ((await friendSignedIn.json()) as { data: { signInWithFacebook: { token: unknown } } }).data.signInWithFacebook
        .token,
    ).toBeTruthy();

    await signInWithToken(page, await signUpByApi(request, uniqueEmail(`facebook-${locale}`), locale));
    await page.goto(inLocale('/profile', locale));
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: t.facebookTab }).click();
    await main.getByRole('button', { name: t.connect }).click();
    await expect(page.getByText('App e2e-facebook-app asks for: user_friends')).toBeVisible();
    await page.getByRole('link', { name: `Continue as ${fullName(member)}` }).click();

    await expect(page).toHaveURL(/\/profile\?tab=facebook$/);
    await expect(main.getByRole('status').filter({ hasText: t.connected })).toBeVisible();
    const row = main.getByRole('listitem').filter({ hasText: fullName(friend) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('button', { name: t.follow })).toBeVisible();
    await expectNoViolations(page, `Facebook friends (${locale})`);
  });

  test(`cancelling Facebook's dialog says so and signs nobody in (${locale})`, async ({ page }) => {
    await page.goto(inLocale('/sign-in', locale));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: t.continue }).click();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(main.getByRole('alert')).toHaveText(t.cancelled);
    await expect(page).toHaveURL(new RegExp(`${locale === 'ar' ? '/ar' : ''}/sign-in$`));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.signIn);
    await expect(page.getByRole('banner').getByRole('link', { name: t.signIn })).toBeVisible();
    await expectNoViolations(page, `Facebook sign-in cancelled (${locale})`);
  });

  test(`a visitor signs in with Apple, whose answer comes back through the gateway (${locale})`, async ({ page }) => {
    const account = appleAccounts[locale === 'en' ? 'apple-en' : 'apple-ar'];
    await page.goto(inLocale(`/sign-in?next=${encodeURIComponent('/places')}`, locale));
    await page.getByRole('main').getByRole('button', { name: t.apple }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Apple' })).toBeVisible();
    await expect(page.getByText('sa.dalil.e2e asks for: name email, answered by form_post')).toBeVisible();
    await page.getByRole('button', { name: `Continue as ${account.firstName} ${account.lastName}` }).click();

    await expect(page).toHaveURL(new RegExp(`${locale === 'ar' ? '/ar' : ''}/places$`));
    const name = `${account.firstName} ${account.lastName}`;
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(name) })).toBeVisible();
    await expectDirection(page, locale);
  });

  test(`cancelling Apple's page says so and signs nobody in (${locale})`, async ({ page }) => {
    await page.goto(inLocale('/sign-in', locale));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: t.apple }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(main.getByRole('alert')).toHaveText(t.cancelled);
    await expect(page).toHaveURL(new RegExp(`${locale === 'ar' ? '/ar' : ''}/sign-in$`));
    await expect(page.getByRole('banner').getByRole('link', { name: t.signIn })).toBeVisible();
  });
}
