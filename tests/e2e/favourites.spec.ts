// Favourite lists end to end, in English and Arabic: save an event to a new list from its card (the picker's writes
// one request each), open the list, share it and open the shared link as a visitor; a duplicate title refused beside
// the field; a visitor asked to sign in; an unknown share id is the 404 screen; My orders of a seeded member with an
// order's details: bought in the past, the event's dates and times as its page shows them, a QR ticket. axe on every
// new screen; one GraphQL request per navigation.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectDirection, inLocale, isolated, type Locale } from './support/app.ts';
import { expectNoViolations } from './support/axe.ts';
import { logGraphQLRequests } from './support/graphql-requests.ts';
import { signInWithToken, signUpByApi, uniqueEmail, type ApiToken } from './support/members.ts';

const text = {
  en: {
    save: /^Save .* to a list$/,
    saved: 'Saved',
    picker: 'Save to a list',
    newList: 'New list',
    create: 'Create',
    done: 'Done',
    myLists: 'My favourite lists',
    title: 'Title',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    shareLink: 'Shared link',
    sharedBy: `A list by ${isolated('Rana Test')}`,
    events: 'Events',
    taken: 'This title name already exists',
    short: 'The title must be 2 to 255 characters',
    signIn: 'Sign in',
    notFound: "Sorry but we couldn't find this page",
    myOrders: 'My orders',
    item: 'Event or experience',
    details: /^Details of order/,
    paidOrPending: /Paid|Pending|Cancelled|Refunded/,
    total: 'Total',
    paid: 'Paid',
    bought: /^Bought /,
    dates: 'Dates',
    time: 'Time',
    qrCode: /^QR code of order [A-Z0-9]{5}, to show at the door$/,
    close: 'Close',
  },
  ar: {
    save: /^احفظ .* في قائمة$/,
    saved: 'محفوظ',
    picker: 'احفظ في قائمة',
    newList: 'قائمة جديدة',
    create: 'إنشاء',
    done: 'تم',
    myLists: 'قوائمي المفضلة',
    title: 'العنوان',
    copyLink: 'نسخ الرابط',
    linkCopied: 'تم نسخ الرابط',
    shareLink: 'رابط المشاركة',
    sharedBy: `قائمة من ${isolated('Rana Test')}`,
    events: 'الفعاليات',
    taken: 'اسم العنوان هذا موجود بالفعل',
    short: 'يجب أن يكون العنوان من 2 إلى 255 حرفاً',
    signIn: 'تسجيل الدخول',
    notFound: 'عذرًا، لم نتمكن من العثور على هذه الصفحة',
    myOrders: 'طلباتي',
    item: 'الفعالية أو التجربة',
    details: /^تفاصيل الطلب/,
    paidOrPending: /مدفوع|قيد الانتظار|ملغى|مسترد/,
    total: 'الإجمالي',
    paid: 'مدفوع',
    bought: /^اشتُري في /,
    dates: 'التواريخ',
    time: 'الوقت',
    qrCode: /^رمز QR للطلب [A-Z0-9]{5} لإظهاره عند الدخول$/,
    close: 'إغلاق',
  },
} as const;

async function signInByApi(request: APIRequestContext, email: string, password: string): Promise<ApiToken> {
  const response = await request.post('/graphql', {
    headers: { 'x-graphql-csrf': '1', 'content-type': 'application/json' },
    data: {
      query: `mutation ($input: SignInInput!) { signIn(input: $input) { token { accessToken tokenType expiresIn refreshToken scope createdAt } userErrors { field message } } }`,
      variables: { input: { email, password } },
    },
  });
  const body = (await response.json()) as { data: { signIn: { token: ApiToken | null } } };
  return body.data.signIn.token!;
}

async function newMember(page: Page, request: APIRequestContext, locale: Locale) {
  await signInWithToken(page, await signUpByApi(request, uniqueEmail(`fav-${locale}`), locale));
}

for (const locale of ['en', 'ar'] as const) {
  const t = text[locale];

  test.describe(`favourites (${locale})`, () => {
    test('save an event to a new list from its card, open the list, share it, open the link as a visitor', async ({
      page,
      request,
      browser,
    }) => {
      await newMember(page, request, locale);
      const requests = logGraphQLRequests(page);
      await page.goto(inLocale('/events', locale));
      await expectDirection(page, locale);
      const card = page.getByRole('main').getByRole('article').first();
      const eventName = (await card.getByRole('heading').innerText()).trim();
      await expect(card.getByRole('button', { name: t.save })).toHaveAttribute('aria-pressed', 'false');
      const save = card.locator('button[aria-pressed]');

      requests.reset();
      await save.click();
      const dialog = page.getByRole('dialog', { name: t.picker });
      await expect(dialog).toBeVisible();
      expect(await requests.settled()).toEqual(['savePickerQuery']);
      await expectNoViolations(page, `save picker (${locale})`);

      const listName = locale === 'en' ? 'Family weekend' : 'عطلة العائلة';
      requests.reset();
      await dialog.getByLabel(t.newList).fill(listName);
      await dialog.getByRole('button', { name: t.create }).click();
      await expect(dialog.getByRole('checkbox', { name: listName })).toBeChecked();
      expect(await requests.settled()).toEqual(['useCreateFavouriteListMutation']);
      await dialog.getByRole('button', { name: t.done }).click();
      await expect(dialog).toBeHidden();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await expect(save).toHaveText(new RegExp(t.saved));

      // Untick and tick again in the picker: Done sends every change in one request, the card follows at once.
      requests.reset();
      await save.click();
      await expect(dialog.getByRole('checkbox', { name: listName })).toBeChecked();
      await dialog.getByRole('checkbox', { name: listName }).click();
      await dialog.getByRole('button', { name: t.done }).click();
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      expect(await requests.settled()).toEqual(['savePickerQuery', 'useToggleFavouritesMutation']);
      await save.click();
      await dialog.getByRole('checkbox', { name: listName }).click();
      await dialog.getByRole('button', { name: t.done }).click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');

      requests.reset();
      await page.goto(inLocale('/favourites', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.myLists);
      expect(await requests.settled()).toEqual(['FavouriteListsScreenQuery']);
      await expectNoViolations(page, `favourite lists (${locale})`);

      requests.reset();
      await page.getByRole('main').getByRole('link', { name: listName }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listName);
      expect(await requests.settled()).toEqual(['FavouriteListScreenQuery']);
      await expect(page.getByRole('heading', { level: 2, name: t.events })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { name: eventName })).toBeVisible();
      await expectNoViolations(page, `favourite list (${locale})`);

      await page.getByRole('button', { name: t.copyLink }).click();
      await expect(page.getByRole('status').filter({ hasText: t.linkCopied })).toBeVisible();
      const sharedUrl = await page.getByLabel(t.shareLink).inputValue();
      expect(new URL(sharedUrl).pathname).toMatch(
        new RegExp(`^${locale === 'ar' ? '/ar' : ''}/favourites/shared/[\\w-]+$`),
      );

      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      const response = await visitor.goto(sharedUrl);
      expect(response?.status()).toBe(200);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(listName);
      await expect(visitor.getByText(t.sharedBy)).toBeVisible();
      await expect(visitor.getByRole('main').getByRole('heading', { name: eventName })).toBeVisible();
      // The served HTML already names the list (shared links preview without JavaScript).
      const html = await (await visitor.request.get(sharedUrl)).text();
      expect(html).toContain(`<title>${listName}`);
      await expectNoViolations(visitor, `shared list (${locale})`);
      await visitorContext.close();
    });

    test('a duplicate or too short title is refused beside the field', async ({ page, request }) => {
      await newMember(page, request, locale);
      await page.goto(inLocale('/favourites', locale));
      const main = page.getByRole('main');
      const name = locale === 'en' ? 'Coffee spots' : 'مقاهي مفضلة';
      await main.getByLabel(t.title).fill(name);
      await main.getByRole('button', { name: t.create }).click();
      await expect(main.getByRole('link', { name })).toBeVisible();
      await main.getByLabel(t.title).fill(name);
      await main.getByRole('button', { name: t.create }).click();
      await expect(main.getByText(t.taken)).toBeVisible();
      await expect(main.getByLabel(t.title)).toHaveAttribute('aria-invalid', 'true');
      await main.getByLabel(t.title).fill('x');
      await main.getByRole('button', { name: t.create }).click();
      await expect(main.getByText(t.short)).toBeVisible();
      await expect(main.getByRole('link', { name })).toHaveCount(1);
    });

    test('visitors are asked to sign in; an unknown shared list is the 404 screen', async ({ page }) => {
      await page.goto(inLocale('/events', locale));
      await page.getByRole('main').getByRole('article').first().getByRole('button', { name: t.save }).click();
      await expect(page).toHaveURL(/\/sign-in\?next=%2Fevents/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signIn);
      const response = await page.goto(inLocale('/favourites/shared/no-such-list', locale));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
    });

    test('My orders lists the seeded orders with their details', async ({ page, request }) => {
      await signInWithToken(page, await signInByApi(request, 'sara@example.com', 'Dalil2026!'));
      await page.goto(inLocale('/profile?tab=orders', locale));
      const orders = page.getByRole('region', { name: t.myOrders });
      await expect(orders.getByRole('listitem').first()).toBeVisible();
      await expect(orders.getByRole('listitem').first()).toContainText(t.paidOrPending);
      await orders.getByRole('button', { name: t.details }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(t.total)).toBeVisible();
      await expect(dialog).toContainText(locale === 'ar' ? /ر\.س/ : /SAR/);
      await expectNoViolations(page, `order details (${locale})`);

      // Closed, the page is whole again for assistive technology: nothing behind the dialog is left hidden.
      await dialog.getByRole('button', { name: t.close }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', /.*/);
      await expect(page.locator('[aria-hidden="true"]:has(h1)')).toHaveCount(0);
    });

    test("a paid order: bought in the past, its event's dates and times as on the event page, a QR ticket", async ({
      page,
      request,
    }) => {
      await signInWithToken(page, await signInByApi(request, 'sara@example.com', 'Dalil2026!'));
      await page.goto(inLocale('/profile?tab=orders', locale));
      const orders = page.getByRole('region', { name: t.myOrders });
      const paid = orders.getByRole('listitem').filter({ hasText: t.paid }).first();
      await expect(paid).toBeVisible();
      const bought = paid.locator('time', { hasText: t.bought });
      expect(Date.parse((await bought.getAttribute('datetime'))!)).toBeLessThan(Date.now());

      await paid.getByRole('button', { name: t.details }).click();
      const dialog = page.getByRole('dialog');
      const qr = dialog.getByRole('img', { name: t.qrCode });
      await expect(qr).toBeVisible();
      expect(await qr.getAttribute('aria-label')).toContain((await dialog.getByRole('heading').innerText()).slice(-5));
      const value = (term: string) => dialog.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
      const dates = (await value(t.dates).innerText()).trim();
      const times = (await value(t.time).innerText()).trim();
      expect(times).toMatch(locale === 'en' ? /^\d{2}:\d{2} (AM|PM) – \d{2}:\d{2} (AM|PM)$/ : /[\u0660-\u0669]{2}:/);
      await expectNoViolations(page, `order ticket (${locale})`);

      const itemPath = await value(t.item).getByRole('link').getAttribute('href');
      expect(itemPath).toMatch(/\/(events|experiences)\/[\w-]+$/);
      await page.goto(itemPath!);
      const essentials = page.getByRole('complementary');
      await expect(essentials).toContainText(dates);
      await expect(essentials).toContainText(times);
    });
  });
}
