// Members together, in two browsers: a member asks to follow a private member, who sees the request arrive
// live, accepts it, and then the first member sees the private member's tips; blocking hides both members' tips from
// each other. English and Arabic; axe on the new screens.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { inLocale, type Locale } from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';
import { logGraphQLRequests } from './support/graphql-requests.ts';
import { signInWithToken, signUpByApi, uniqueEmail, type ApiToken } from './support/members.ts';

const text = {
  en: {
    private: 'This account is private',
    follow: 'Follow',
    requested: 'Requested',
    requests: 'Follow requests',
    accept: 'Accept',
    block: 'Block',
    unblock: 'Unblock',
    blockedNotice: 'Member blocked',
    reviews: 'Reviews',
    facebookTab: 'Facebook',
    followers: 'Followers',
    followings: 'Following',
    remove: 'Remove',
    removed: 'Follower removed',
    noFollowers: 'No followers yet.',
    showMore: 'Show more',
    tips: 'Tips',
  },
  ar: {
    private: 'هذا الحساب خاص',
    follow: 'متابعة',
    requested: 'تم الطلب',
    requests: 'طلبات المتابعة',
    accept: 'قبول',
    block: 'حظر',
    unblock: 'إلغاء الحظر',
    blockedNotice: 'تم حظر العضو',
    reviews: 'المراجعات',
    facebookTab: 'فيسبوك',
    followers: 'المتابِعون',
    followings: 'يتابع',
    remove: 'إزالة',
    removed: 'تمت إزالة المتابع',
    noFollowers: 'لا متابِعين بعد.',
    showMore: 'عرض المزيد',
    tips: 'النصائح',
  },
} as const;

async function api<T>(request: APIRequestContext, token: ApiToken, query: string, variables: object = {}) {
  const response = await request.post('/graphql', {
    headers: {
      'x-graphql-csrf': '1',
      'content-type': 'application/json',
      authorization: `Bearer ${token.accessToken}`,
    },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

interface Member {
  token: ApiToken;
  id: string;
  username: string;
  fullName: string;
}

async function newMember(request: APIRequestContext, firstName: string, locale: Locale): Promise<Member> {
  const token = await signUpByApi(request, uniqueEmail('social'), locale, { firstName, lastName: 'Test' });
  const { viewer } = await api<{ viewer: { me: { id: string; username: string; fullName: string } } }>(
    request,
    token,
    '{ viewer { me { id username fullName } } }',
  );
  return { token, ...viewer.me };
}

async function firstEvent(request: APIRequestContext, token: ApiToken) {
  const data = await api<{ events: { edges: { node: { id: string; slug: string } }[] } }>(
    request,
    token,
    '{ events(first: 1, filter: { cityIds: [] }) { edges { node { id slug } } } }',
  );
  return data.events.edges[0].node;
}

async function postTip(request: APIRequestContext, who: Member, subjectId: string, tipText: string) {
  await api(
    request,
    who.token,
    'mutation ($input: PostTipInput!) { postTip(input: $input) { userErrors { message } } }',
    {
      input: { subjectId, text: tipText },
    },
  );
}

/** A member's browser on a page, once the live follow activity is subscribed when `live`. */
async function openAs(browser: Browser, who: Member, path: string, locale: Locale, live = false): Promise<Page> {
  const context = await browser.newContext({ locale: locale === 'ar' ? 'ar' : 'en-US' });
  const page = await context.newPage();
  await signInWithToken(page, who.token);
  const subscribed = live
    ? page.waitForEvent('websocket', { timeout: 20_000 }).then((socket) =>
        socket.waitForEvent('framesent', {
          predicate: (frame) => String(frame.payload).includes('"subscribe"'),
          timeout: 20_000,
        }),
      )
    : Promise.resolve();
  await page.goto(inLocale(path, locale));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await subscribed;
  return page;
}

for (const locale of ['en', 'ar'] as const) {
  const t = text[locale];

  test(`a private member accepts a live follow request, then their tips show (${locale})`, async ({
    browser,
    request,
  }) => {
    // Two members signed up, several writes and browser contexts: slow on a shared machine.
    test.slow();
    const owner = await newMember(request, 'Reem', locale);
    const asker = await newMember(request, 'Majed', locale);
    const event = await firstEvent(request, owner.token);
    const tipText = `Seats on the left ${Date.now().toString(36)}`;
    await postTip(request, owner, event.id, tipText);
    await api(
      request,
      owner.token,
      'mutation { updateProfile(input: { isPrivate: true }) { userErrors { message } } }',
    );

    const ownerPage = await openAs(browser, owner, '/profile?tab=requests', locale, true);
    const askerPage = await openAs(browser, asker, `/members/${owner.username}`, locale);
    await expect(askerPage.getByRole('heading', { name: t.private })).toBeVisible();
    await expect(askerPage.getByText(tipText)).toHaveCount(0);
    await expectNoViolations(askerPage, `member page, private (${locale})`);

    await askerPage.getByRole('button', { name: t.follow, exact: true }).click();
    await expect(askerPage.getByRole('button', { name: t.requested })).toBeVisible();

    // The request arrives live: the badge and the requests list, without a reload.
    await expect(ownerPage.getByTestId('follow-requests-badge')).toHaveText(/^[1١]$/);
    const requests = ownerPage.getByRole('region', { name: t.requests });
    await expect(requests.getByRole('link', { name: asker.fullName })).toBeVisible();
    await expectNoViolations(ownerPage, `profile with a follow request (${locale})`);
    await requests.getByRole('button', { name: new RegExp(`^${t.accept}`) }).click();
    await expect(requests.getByRole('link', { name: asker.fullName })).toHaveCount(0);
    await expect(ownerPage.getByTestId('follow-requests-badge')).toHaveCount(0);

    await askerPage.reload();
    await expect(askerPage.getByText(tipText)).toBeVisible();
    await expectNoViolations(askerPage, `member page, followed (${locale})`);
    await Promise.all([ownerPage.context().close(), askerPage.context().close()]);
  });

  test(`blocking hides both members' tips from each other (${locale})`, async ({ browser, request }) => {
    // Two members signed up, several writes and browser contexts: slow on a shared machine.
    test.slow();
    const blocker = await newMember(request, 'Hind', locale);
    const blocked = await newMember(request, 'Tariq', locale);
    const event = await firstEvent(request, blocker.token);
    const stamp = Date.now().toString(36);
    const blockerTip = `Park at the north gate ${stamp}`;
    const blockedTip = `The food trucks close early ${stamp}`;
    await postTip(request, blocker, event.id, blockerTip);
    await postTip(request, blocked, event.id, blockedTip);

    const page = await openAs(browser, blocker, `/members/${blocked.username}`, locale);
    await expect(page.getByText(blockedTip)).toBeVisible();
    await page.getByRole('button', { name: t.block, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, `block confirmation (${locale})`);
    await dialog.getByRole('button', { name: t.block, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(t.blockedNotice);
    // Said once: the notice that replaces the member's content does not repeat the status.
    await expect(main.getByText(t.blockedNotice, { exact: true })).toHaveCount(1);
    await expect(main.getByRole('button', { name: t.unblock, exact: true })).toBeVisible();
    await expect(page.getByText(blockedTip)).toHaveCount(0);

    // The item page: each member no longer sees the other's tip.
    await page.goto(inLocale(`/events/${event.slug}`, locale));
    await expect(page.getByText(blockerTip)).toBeVisible();
    await expect(page.getByText(blockedTip)).toHaveCount(0);
    const other = await openAs(browser, blocked, `/events/${event.slug}`, locale);
    await expect(other.getByText(blockedTip)).toBeVisible();
    await expect(other.getByText(blockerTip)).toHaveCount(0);
    await other.goto(inLocale(`/members/${blocker.username}`, locale));
    await expect(other.getByRole('heading', { level: 1 })).not.toHaveText(blocker.fullName);
    await Promise.all([page.context().close(), other.context().close()]);
  });
}

async function follow(request: APIRequestContext, who: Member, target: Member) {
  const data = await api<{ followUser: { userErrors: unknown[] } }>(
    request,
    who.token,
    'mutation ($input: SocialUserInput!) { followUser(input: $input) { userErrors { message } } }',
    { input: { userId: target.id } },
  );
  expect(data.followUser.userErrors).toEqual([]);
}

for (const locale of ['en', 'ar'] as const) {
  const t = text[locale];

  test(`profile tabs by keyboard, in the URL, without a request; removing a follower (${locale})`, async ({
    browser,
    request,
  }) => {
    // Three members signed up, two browser pages and two axe runs: slow on a shared machine.
    test.slow();
    const owner = await newMember(request, 'Salma', locale);
    const fan = await newMember(request, 'Hamad', locale);
    const other = await newMember(request, 'Yusuf', locale);
    await follow(request, fan, owner);
    await follow(request, other, owner);
    const page = await openAs(browser, owner, '/profile?tab=followers', locale);
    const log = logGraphQLRequests(page);
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: t.followers })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: fan.fullName })).toBeVisible();
    await expectNoViolations(page, `profile, followers tab (${locale})`);

    await panel.getByRole('button', { name: `${t.remove}: ${fan.fullName}` }).click();
    await expect(panel.getByRole('link', { name: fan.fullName })).toHaveCount(0);
    await expect(panel.getByRole('status')).toHaveText(t.removed);
    await expect(panel.getByRole('link', { name: other.fullName })).toBeVisible();
    expect(await log.settled()).toEqual(['useSocialMutationsRemoveFollowerMutation']);

    // Arrow keys move along the tabs (towards the start in Arabic's right-to-left), Enter opens one.
    log.reset();
    await tabs.getByRole('tab', { name: t.followers }).focus();
    await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await expect(tabs.getByRole('tab', { name: t.followings })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?tab=followings$/);
    await expect(tabs.getByRole('tab', { name: t.followings })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading', { name: t.followings })).toBeVisible();
    expect(await log.settled()).toEqual([]);
    await expectNoViolations(page, `profile, followings tab (${locale})`);

    // The removal held: after a reload only the other follower is left.
    await page.goto(inLocale('/profile?tab=followers', locale));
    await expect(panel.getByRole('link', { name: other.fullName })).toBeVisible();
    await expect(panel.getByRole('link', { name: fan.fullName })).toHaveCount(0);
    await page.context().close();
  });

  test(`a member's page shows more tips, one request per click (${locale})`, async ({ browser, request }) => {
    // Two members signed up, several writes and browser contexts: slow on a shared machine.
    test.slow();
    const author = await newMember(request, 'Khalid', locale);
    const event = await firstEvent(request, author.token);
    const stamp = Date.now().toString(36);
    for (let i = 1; i <= 21; i += 1) await postTip(request, author, event.id, `Tip ${i} of ${stamp}`);
    const page = await openAs(browser, author, `/members/${author.username}`, locale);
    const main = page.getByRole('main');
    await expect(main.getByText(`Tip 21 of ${stamp}`)).toBeVisible();
    // Newest first: the first page holds tips 21 to 2.
    await expect(main.getByText(`Tip 1 of ${stamp}`, { exact: true })).toHaveCount(0);
    const log = logGraphQLRequests(page);
    await main.getByRole('button', { name: t.showMore }).click();
    await expect(main.getByText(`Tip 1 of ${stamp}`, { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: t.showMore })).toHaveCount(0);
    expect(await log.settled()).toEqual(['MemberTipsPaginationQuery']);
    await expectNoViolations(page, `member page after Show more (${locale})`);
    await page.context().close();
  });
}

test.describe('the follow requests and blocked members tabs, 10 at a time', () => {
  // One private member with 11 follow requests and 11 blocked members, shared by both languages (they only read).
  const asking = ['Amal', 'Badr', 'Dana', 'Fahd', 'Ghada', 'Hala', 'Iman', 'Jamal', 'Kareem', 'Lama', 'Majed'];
  const blocking = ['Nada', 'Omar', 'Qasim', 'Rana', 'Saad', 'Tala', 'Wafa', 'Yara', 'Zaid', 'Basma', 'Faris'];
  let owner: Member;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    owner = await newMember(request, 'Mona', 'en');
    await api(
      request,
      owner.token,
      'mutation { updateProfile(input: { isPrivate: true }) { userErrors { message } } }',
    );
    for (const name of asking) await follow(request, await newMember(request, name, 'en'), owner);
    for (const name of blocking) {
      const member = await newMember(request, name, 'en');
      const data = await api<{ blockUser: { userErrors: unknown[] } }>(
        request,
        owner.token,
        'mutation ($input: SocialUserInput!) { blockUser(input: $input) { userErrors { message } } }',
        { input: { userId: member.id } },
      );
      expect(data.blockUser.userErrors).toEqual([]);
    }
  });

  for (const locale of ['en', 'ar'] as const) {
    const t = text[locale];

    test(`each shows 10, then all 11 after "Show more" (${locale})`, async ({ browser }) => {
      test.slow();
      for (const [tab, names] of [
        ['requests', asking],
        ['blocked', blocking],
      ] as const) {
        const page = await openAs(browser, owner, `/profile?tab=${tab}`, locale);
        const panel = page.getByRole('tabpanel');
        // Newest first: the first member asked (or blocked) first, so is on the second page.
        await expect(panel.getByRole('listitem')).toHaveCount(10);
        await expect(panel.getByRole('link', { name: `${names[10]} Test`, exact: true })).toBeVisible();
        await expect(panel.getByRole('link', { name: `${names[0]} Test`, exact: true })).toHaveCount(0);
        const log = logGraphQLRequests(page);
        await panel.getByRole('button', { name: t.showMore }).click();
        await expect(panel.getByRole('listitem')).toHaveCount(11);
        await expect(panel.getByRole('link', { name: `${names[0]} Test`, exact: true })).toBeVisible();
        await expect(panel.getByRole('button', { name: t.showMore })).toHaveCount(0);
        expect(await log.settled()).toEqual([
          tab === 'requests' ? 'FollowRequestsPaginationQuery' : 'BlockedUsersPaginationQuery',
        ]);
        await expectNoViolations(page, `profile, ${tab} tab after Show more (${locale})`);
        await page.context().close();
      }
    });
  }
});

for (const locale of ['en', 'ar'] as const) {
  test(`the profile on a 390 px phone: phone number, initials and header in place (${locale})`, async ({
    browser,
    request,
  }) => {
    const t = text[locale];
    const response = await request.post('/graphql', {
      headers: { 'x-graphql-csrf': '1', 'content-type': 'application/json' },
      data: {
        query: `mutation { signIn(input: { email: "sara@example.com", password: "Dalil2026!" }) {
          token { accessToken tokenType expiresIn refreshToken scope createdAt } } }`,
      },
    });
    const token = ((await response.json()) as { data: { signIn: { token: ApiToken } } }).data.signIn.token;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInWithToken(page, token);
    await page.goto(inLocale('/profile', locale));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sara Alharbi');
    // +966 reads left to right in Arabic too, and the initials keep their order.
    await expect(main.getByText('+966 501234567')).toBeVisible();
    await expect(main.getByText('SA', { exact: true })).toBeVisible();
    // No Facebook app is configured here: the profile's Facebook tab says connecting is unavailable.
    await main.getByRole('tab', { name: t.facebookTab }).click();
    await expect(page).toHaveURL(/\?tab=facebook$/);
    await expect(
      main.getByText(locale === 'ar' ? /ربط حساب فيسبوك غير متاح/ : /Connecting a Facebook account is unavailable/),
    ).toBeVisible();
    // No navigation link runs into the account button (the links scroll sideways on their own row when they do not fit).
    const account = await page
      .getByRole('banner')
      .getByRole('button', { name: /Sara Alharbi/ })
      .boundingBox();
    const links = await page.getByRole('banner').getByRole('navigation').getByRole('link').all();
    expect(account && links.length).toBeTruthy();
    for (const link of links) {
      const box = (await link.boundingBox())!;
      const apart =
        box.x + box.width <= account!.x + 1 ||
        account!.x + account!.width <= box.x + 1 ||
        box.y + box.height <= account!.y + 1 ||
        account!.y + account!.height <= box.y + 1;
      expect(apart, `${await link.innerText()} overlaps the account button`).toBe(true);
    }
    await expectNoViolations(page, `profile at 390 px (${locale})`);
    await context.close();
  });
}

test("a member's page: its answer comes with the HTML; an unknown name; a follower's link is one request", async ({
  page,
}) => {
  const log = logGraphQLRequests(page);
  // The seeded Sara's page, as a visitor: served with its data (docs/i18n.md#first-load) and its title.
  await page.goto('/members/sara');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sara Alharbi');
  await expect(page).toHaveTitle(/Sara Alharbi/);
  expect(await log.settled()).toEqual([]);
  await expect(page.getByRole('button', { name: /^Tips/ })).toBeVisible();
  await page.goto('/members/nobody-by-this-name');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member not found');
  log.reset();
  await page.goto('/members/sara');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sara Alharbi');
  const followers = page.getByRole('button', { name: /^Followers/ });
  await followers.click();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  log.reset();
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sara Alharbi');
  // One persisted query (sent by id) for the next member's page.
  expect(await log.settled()).toEqual([expect.any(String)]);
});
