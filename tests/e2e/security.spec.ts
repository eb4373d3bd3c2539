// Abuse and security (docs/operations.md): the served pages run under the gateway's strict
// Content-Security-Policy without a single violation, in both languages, for visitors and members; sign-in is
// throttled after 5 failures with a message in the viewer's language that says when to try again.
import { expect, test, type Page } from '@playwright/test';
import { firstDetailPath, inLocale, type Locale } from './support/app.ts';
import { PASSWORD, signInWithToken, signUpByApi, uniqueEmail } from './support/members.ts';

/** Collects the page's CSP violations (the DOM event) and the console's reports of them. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

for (const locale of ['en', 'ar'] as Locale[]) {
  test(`the pages run under the Content-Security-Policy without violations (${locale})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    const home = await page.goto(inLocale('/', locale));
    const policy = home!.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    await expect(page.getByRole('main')).toBeVisible();
    // The first load's preloaded answer is an inline JSON block: CSP does not run it, and the page uses it.
    expect(await page.locator('script#dalil-preload').count()).toBeLessThanOrEqual(1);

    const event = await firstDetailPath(page, '/events');
    for (const path of ['/events', event, '/experiences', '/places', '/sign-in', '/sign-up'])
      await page.goto(inLocale(path, locale)).then(() => expect(page.getByRole('main')).toBeVisible());
    // A member's pages and a client-side navigation (GraphQL over fetch, live updates over WebSocket).
    await signInWithToken(page, await signUpByApi(request, uniqueEmail(`csp-${locale}`), locale));
    await page.goto(inLocale('/profile', locale));
    await expect(page.getByRole('main')).toBeVisible();
    await page.goto(inLocale(event, locale));
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

test('sign-in is throttled after 5 failures, with when to retry in the viewer language (ar)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('throttle');
  await signUpByApi(request, email, 'ar');
  await page.goto('/ar/sign-in');
  const main = page.getByRole('main');
  const attempt = async (password: string) => {
    await main.getByLabel('البريد الإلكتروني').fill(email);
    await main.getByLabel('كلمة المرور', { exact: false }).fill(password);
    await main.getByRole('button', { name: 'تسجيل الدخول' }).click();
  };
  for (let n = 0; n < 5; n++) {
    await attempt(`Wrong-password-${n}`);
    await expect(main.getByRole('alert')).toBeVisible();
  }
  await attempt(PASSWORD);
  await expect(main.getByRole('alert')).toHaveText(
    'محاولات تسجيل دخول فاشلة كثيرة. عدد الدقائق المتبقية قبل إعادة المحاولة: 15.',
  );
  await expect(page).toHaveURL(/\/ar\/sign-in/);
});
