// Community on the event and experience details: rating, attendance, tips and photos by members, live in a
// second member's browser, optimistic writes rolled back with a message when the server refuses, Arabic, axe.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  arabicText,
  expectDirection,
  firstDetailPath,
  isolated,
  parseCount,
  switchLanguage,
  type Locale,
} from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';
import { signInWithToken, signUpByApi, uniqueEmail, type ApiToken } from './support/members.ts';

// A 1x1 PNG, for the photo upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const text = {
  en: {
    reviews: 'Reviews',
    tipsList: 'Tips',
    tipsHeading: /^Tips \(/,
    photosHeading: /^Members' photos \(/,
    yourTip: 'Your tip',
    publish: 'Publish tip',
    published: 'Your review was published',
    helpful: /^Helpful/,
    failed: 'Your change could not be saved and was undone. Try again.',
    signInRequired: 'You can not proceed without being signed in',
    signIn: 'Sign in',
  },
  ar: {
    reviews: 'المراجعات',
    tipsList: 'النصائح',
    tipsHeading: /^النصائح \(/,
    photosHeading: /^صور الأعضاء \(/,
    yourTip: 'نصيحتك',
    publish: 'انشر النصيحة',
    published: 'تم نشر مراجعتك',
    helpful: /^مفيد/,
    failed: 'تعذّر حفظ التغيير فتم التراجع عنه. حاول مرة أخرى.',
    signInRequired: 'لا يمكنك المتابعة دون تسجيل الدخول',
    signIn: 'تسجيل الدخول',
  },
} as const;

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A member's browser on a detail page, once its live subscription is sent (so it hears the others' writes). */
async function openAsMember(browser: Browser, token: ApiToken | null, path: string, locale: Locale = 'en') {
  const context = await browser.newContext({ locale: locale === 'ar' ? 'ar' : 'en-US' });
  const page = await context.newPage();
  if (token) await signInWithToken(page, token);
  const subscribed = page.waitForEvent('websocket', { timeout: 20_000 }).then((socket) =>
    socket.waitForEvent('framesent', {
      predicate: (frame) => String(frame.payload).includes('"subscribe"'),
      timeout: 20_000,
    }),
  );
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await subscribed;
  return page;
}

const reviews = (page: Page, locale: Locale = 'en') => page.getByRole('region', { name: text[locale].reviews });
const tipList = (page: Page, locale: Locale = 'en') =>
  reviews(page, locale).getByRole('list', { name: text[locale].tipsList, exact: true });
const tip = (page: Page, tipText: string, locale: Locale = 'en') =>
  tipList(page, locale).getByRole('listitem').filter({ hasText: tipText });
const headingCount = async (heading: Locator) => parseCount(await heading.innerText());
const ratingCount = async (page: Page) => {
  const summary = await reviews(page)
    .getByText(/out of 5 from|No ratings yet/)
    .innerText();
  return /No ratings/.test(summary) ? 0 : parseCount(summary.split('from')[1] ?? '');
};
const attendance = (page: Page) => page.getByRole('complementary').getByText(/going|Be the first to go/);

async function postTip(page: Page, tipText: string, locale: Locale = 'en') {
  const section = reviews(page, locale);
  await section.getByLabel(text[locale].yourTip).fill(tipText);
  await section.getByRole('button', { name: text[locale].publish }).click();
  await expect(section.getByRole('status')).toHaveText(text[locale].published);
  await expect(tip(page, tipText, locale)).toBeVisible();
}

test('members rate, attend, post, vote, report, delete and upload; another member sees it live', async ({
  browser,
  page: visitor,
  request,
}) => {
  test.slow();
  const path = await firstDetailPath(visitor, '/events');
  const [noura, omar] = await Promise.all([
    signUpByApi(request, uniqueEmail('noura'), 'en', { firstName: 'Noura', lastName: 'Alqahtani' }),
    signUpByApi(request, uniqueEmail('omar'), 'en', { firstName: 'Omar', lastName: 'Saleh' }),
  ]);
  const a = await openAsMember(browser, noura, path);
  const b = await openAsMember(browser, omar, path);
  const tipsHeading = (page: Page) => reviews(page).getByRole('heading', { name: text.en.tipsHeading });
  const photosHeading = (page: Page) => reviews(page).getByRole('heading', { name: text.en.photosHeading });

  // Rating: one more rating, shown to the other member without a reload.
  const ratingsBefore = await ratingCount(b);
  await reviews(a).getByRole('radio', { name: 'Like it' }).check();
  await expect(reviews(a).getByRole('radio', { name: 'Like it' })).toBeChecked();
  await expect(reviews(a).getByText('Like it', { exact: true })).toBeVisible();
  await expect.poll(() => ratingCount(a)).toBe(ratingsBefore + 1);
  await expect.poll(() => ratingCount(b)).toBe(ratingsBefore + 1);

  // Going: a toggle, and the attendance count follows in both browsers.
  const attendingBefore = parseCount(await attendance(b).innerText());
  const going = a.getByRole('complementary').getByRole('button', { name: 'Going' });
  await going.click();
  await expect(going).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => parseCount(await attendance(a).innerText())).toBe(attendingBefore + 1);
  await expect.poll(async () => parseCount(await attendance(b).innerText())).toBe(attendingBefore + 1);

  // A tip: on top at once, the count up, and live in the other browser.
  const tipsBefore = await headingCount(tipsHeading(b));
  const nouraTip = unique('Arrive before sunset for the best seats');
  await postTip(a, nouraTip);
  await expect(tip(a, nouraTip)).toContainText('Noura Alqahtani');
  await expect(reviews(a).getByLabel(text.en.yourTip)).toHaveValue('');
  await expect(tip(b, nouraTip)).toBeVisible();
  await expect.poll(() => headingCount(tipsHeading(b))).toBe(tipsBefore + 1);
  await expect(tip(a, nouraTip)).toHaveCount(1);

  // Omar votes it up; Noura sees the vote arrive.
  const vote = tip(b, nouraTip).getByRole('button', { name: text.en.helpful });
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect(vote).toHaveText('Helpful (1)');
  await expect(tip(a, nouraTip).getByRole('button', { name: text.en.helpful })).toHaveText('Helpful (1)');

  // Omar's tip, reported by Noura: after a confirmation, it leaves her list only.
  const omarTip = unique('Parking fills up early');
  await postTip(b, omarTip);
  await expect(tip(a, omarTip)).toBeVisible();
  await tip(a, omarTip).getByRole('button', { name: 'Report' }).click();
  const reportDialog = a.getByRole('alertdialog');
  await expect(reportDialog).toContainText('Report this tip?');
  await reportDialog.getByRole('radio', { name: 'Offensive' }).check();
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reviews(a).getByRole('status')).toHaveText('Report sent');
  await expect(tip(a, omarTip)).toHaveCount(0);
  await a.reload();
  await expect(tip(a, nouraTip)).toBeVisible();
  await expect(tip(a, omarTip)).toHaveCount(0);
  await expect(tip(b, omarTip)).toBeVisible();

  // Noura deletes her tip: cancel first, then confirm; it leaves both browsers.
  await tip(a, nouraTip).getByRole('button', { name: 'Delete' }).click();
  await a.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(tip(a, nouraTip)).toBeVisible();
  await tip(a, nouraTip).getByRole('button', { name: 'Delete' }).click();
  await expect(a.getByRole('alertdialog')).toContainText('Delete your tip?');
  await a.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(reviews(a).getByRole('status')).toHaveText('Deleted successfully');
  await expect(tip(a, nouraTip)).toHaveCount(0);
  await expect(tip(b, nouraTip)).toHaveCount(0);

  // A photo: the browser refuses a non-image first, then the upload is published and counted live.
  const photosBefore = await headingCount(photosHeading(b));
  await reviews(a).getByRole('button', { name: 'Add a photo' }).click();
  const file = reviews(a).getByLabel(/^Photo \(JPEG/);
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(reviews(a).getByText('Choose a JPEG, PNG or WebP image')).toBeVisible();
  await file.setInputFiles({ name: 'view.png', mimeType: 'image/png', buffer: PNG });
  await reviews(a).getByRole('button', { name: 'Publish photo' }).click();
  await expect(reviews(a).getByRole('status')).toHaveText('Photo published');
  await expect.poll(() => headingCount(photosHeading(a))).toBe(photosBefore + 1);
  await expect.poll(() => headingCount(photosHeading(b))).toBe(photosBefore + 1);
  await reviews(b)
    .getByRole('button', { name: `Open the photo by ${isolated('Noura Alqahtani')}` })
    .first()
    .click();
  await expect(b.getByRole('dialog', { name: `Photo by ${isolated('Noura Alqahtani')}` })).toBeVisible();
  await b.keyboard.press('Escape');
  await expect(b.getByRole('dialog')).toHaveCount(0);

  // A visitor sees the lists and a sign-in prompt that brings them back, no forms.
  await visitor.goto(path);
  await expect(tip(visitor, omarTip)).toBeVisible();
  await expect(reviews(visitor).getByLabel(text.en.yourTip)).toHaveCount(0);
  await expect(reviews(visitor)).toContainText(text.en.signInRequired);
  await reviews(visitor).getByRole('link', { name: text.en.signIn }).click();
  await expect(visitor).toHaveURL(
    new RegExp(`/sign-in\\?next=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&reason=required`),
  );

  await a.context().close();
  await b.context().close();
});

test('tips page by five; a refused write is rolled back with a message: vote, rating and tip', async ({
  browser,
  page: list,
  request,
}) => {
  const path = await firstDetailPath(list, '/experiences');
  const member = await signUpByApi(request, uniqueEmail('refused'));
  const page = await openAsMember(browser, member, path);
  const tipText = unique('Worth the trip');
  await postTip(page, tipText);

  // Tips come five at a time, newest first; "More tips" appends the next ones.
  const graphql = (query: string, variables: Record<string, unknown>) =>
    request.post('/graphql', {
      headers: {
        'x-graphql-csrf': '1',
        'content-type': 'application/json',
        authorization: `Bearer ${member.accessToken}`,
      },
      data: { query, variables },
    });
  const slug = path.split('/').pop();
  const { data } = (await (
    await graphql('query ($slug: String!) { experience(slug: $slug) { id } }', { slug })
  ).json()) as { data: { experience: { id: string } } };
  for (let index = 1; index <= 5; index += 1) {
    await graphql('mutation ($input: PostTipInput!) { postTip(input: $input) { userErrors { message } } }', {
      input: { subjectId: data.experience.id, text: `Older note ${index}` },
    });
  }
  await page.reload();
  const tips = tipList(page).getByRole('listitem');
  await expect(tips).toHaveCount(5);
  await expect(tips.first()).toContainText('Older note 5');
  await reviews(page).getByRole('button', { name: 'More tips' }).click();
  await expect(tip(page, tipText)).toBeVisible();
  expect(await tips.count()).toBeGreaterThan(5);

  const vote = tip(page, tipText).getByRole('button', { name: text.en.helpful });

  // The server answers the next writes with an error, a little late so the optimistic state is visible first.
  await page.route('**/graphql', async (route) => {
    const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
    if (!/Vote|Rate|PostMutation/.test(operation)) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 1500)); // long enough to see the optimistic state on a busy machine
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        data: null,
      }),
    });
  });

  await vote.click();
  await expect(vote).toHaveText('Helpful (1)');
  await expect(reviews(page).getByRole('alert')).toHaveText(text.en.failed);
  await expect(vote).toHaveText('Helpful (0)');
  await expect(vote).toHaveAttribute('aria-pressed', 'false');

  const ratingsBefore = await ratingCount(page);
  await reviews(page).getByRole('radio', { name: 'Love it' }).check();
  await expect(reviews(page).getByRole('alert')).toHaveText(text.en.failed);
  await expect(reviews(page).getByRole('radio', { name: 'Love it' })).not.toBeChecked();
  expect(await ratingCount(page)).toBe(ratingsBefore);

  const tipsHeading = reviews(page).getByRole('heading', { name: text.en.tipsHeading });
  const tipsBefore = await headingCount(tipsHeading);
  const refused = unique('This one is refused');
  await reviews(page).getByLabel(text.en.yourTip).fill(refused);
  await reviews(page).getByRole('button', { name: text.en.publish }).click();
  await expect(tip(page, refused)).toBeVisible();
  await expect(reviews(page).getByRole('alert')).toHaveText(text.en.failed);
  await expect(tip(page, refused)).toHaveCount(0);
  expect(await headingCount(tipsHeading)).toBe(tipsBefore);
  // The text stays for another try; the form's own rule comes before the server.
  await expect(reviews(page).getByLabel(text.en.yourTip)).toHaveValue(refused);
  await reviews(page).getByLabel(text.en.yourTip).fill('x'.repeat(1001));
  await reviews(page).getByRole('button', { name: text.en.publish }).click();
  await expect(reviews(page).getByText('A tip is 1 to 1000 characters')).toBeVisible();
  await page.context().close();
});

test('in Arabic: post and vote with Arabic messages, right to left, and no axe violations in either language', async ({
  browser,
  page: list,
  request,
}) => {
  test.slow();
  const path = await firstDetailPath(list, '/events');
  const member = await signUpByApi(request, uniqueEmail('arabic'), 'ar', { firstName: 'نورة', lastName: 'القحطاني' });
  const page = await openAsMember(browser, member, path, 'en');
  await expectNoViolations(page, `${path} community (en)`);

  await switchLanguage(page, 'ar');
  await expectDirection(page, 'ar');
  const tipText = unique('تعال مبكرًا قبل الزحام');
  await postTip(page, tipText, 'ar');
  await expect(tip(page, tipText, 'ar')).toContainText('نورة القحطاني');
  await expect(tip(page, tipText, 'ar').locator('time')).toHaveText(arabicText);
  const vote = tip(page, tipText, 'ar').getByRole('button', { name: text.ar.helpful });
  await vote.click();
  await expect(vote).toHaveText('مفيد (١)');
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect(reviews(page, 'ar').getByRole('radio', { name: 'أحببته' })).toBeVisible();
  await expectNoViolations(page, `${path} community (ar)`);
  await page.context().close();
});
