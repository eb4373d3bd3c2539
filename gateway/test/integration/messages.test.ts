// The words of errors against the real rest-api: it answers codes, the gateway words them in the viewer's language
// from translations/server/ (docs/messages.md#which-message-wins still picks which message wins).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, DELETE_TIP, itemId, member, POST_TIP, postTip, type Member } from '../support/community.ts';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { PASSWORD, uniqueEmail } from '../support/members.ts';
import { codes, globalId } from '../support/queries.ts';

let gateway: TestGateway;
let author: Member;
let other: Member;
let event: string;
beforeAll(async () => {
  gateway = await startGateway();
  [author, other] = [await member(gateway), await member(gateway)];
  // An item of this file only (see itemId).
  event = await itemId(gateway, 'events', 7);
});
afterAll(() => gateway.close());

const arabic = { 'accept-language': 'ar-SA,ar;q=0.9' };
const english = { 'accept-language': 'en-GB,ar;q=0.5' };

describe('error messages follow the viewer language', () => {
  it('validation: userErrors with their parameters', async () => {
    const SIGN_UP =
      'mutation ($input: SignUpInput!) { signUp(input: $input) { token { accessToken } userErrors { field message } } }';
    const input = {
      firstName: 'S',
      lastName: 'Saleh',
      email: uniqueEmail('words'),
      password: PASSWORD,
      phoneNumber: '1',
    };
    expect(data(await gateway.graphql(SIGN_UP, { input }, english)).signUp.userErrors).toEqual([
      { field: 'firstName', message: 'Ensure this field has between 2 and 30 characters.' },
      { field: 'phoneNumber', message: 'Phone number is incorrect' },
    ]);
    expect(data(await gateway.graphql(SIGN_UP, { input }, arabic)).signUp.userErrors).toEqual([
      { field: 'firstName', message: 'تأكد من أن هذا الحقل يحتوي على 2 إلى 30 حرفاً.' },
      { field: 'phoneNumber', message: 'رقم الهاتف غير صحيح' },
    ]);
    const tip = (headers: Record<string, string>) =>
      gateway.graphql(
        POST_TIP,
        { input: { subjectId: event, text: 'x'.repeat(1001) } },
        { ...author.headers, ...headers },
      );
    expect(data(await tip(english)).postTip.userErrors).toEqual([
      { field: 'text', message: 'Ensure this field has no more than 1000 characters.' },
    ]);
    expect(data(await tip(arabic)).postTip.userErrors).toEqual([
      { field: 'text', message: 'تأكد من أن هذا الحقل لا يحتوي على أكثر من 1000 حرفاً.' },
    ]);
  });

  it("sign-in failure: 'Invalid credentials given.'", async () => {
    const SIGN_IN =
      'mutation ($input: SignInInput!) { signIn(input: $input) { token { accessToken } userErrors { field message } } }';
    const input = { email: uniqueEmail('nobody'), password: PASSWORD };
    expect(data(await gateway.graphql(SIGN_IN, { input }, english)).signIn.userErrors).toEqual([
      { field: null, message: 'Invalid credentials given.' },
    ]);
    expect(data(await gateway.graphql(SIGN_IN, { input }, arabic)).signIn.userErrors).toEqual([
      { field: null, message: 'بيانات الدخول غير صحيحة.' },
    ]);
  });

  it('not found: the GraphQL error', async () => {
    const CHECK_IN = 'mutation ($input: CheckInInput!) { checkIn(input: $input) { userErrors { field message } } }';
    const checkIn = (headers: Record<string, string>) =>
      gateway.graphql(CHECK_IN, { input: { placeId: globalId('Place', 999999) } }, { ...author.headers, ...headers });
    const [en, ar] = [await checkIn(english), await checkIn(arabic)];
    expect([...codes(en.body), ...codes(ar.body)]).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    expect([en.body.errors?.[0].message, ar.body.errors?.[0].message]).toEqual(['Not found.', 'غير موجود.']);
  });

  it('permission: the GraphQL error', async () => {
    const tip = await postTip(gateway, event, author);
    const remove = (headers: Record<string, string>) =>
      gateway.graphql(DELETE_TIP, { input: { tipId: tip.id } }, { ...other.headers, ...headers });
    const [en, ar] = [await remove(english), await remove(arabic)];
    expect([...codes(en.body), ...codes(ar.body)]).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    expect([en.body.errors?.[0].message, ar.body.errors?.[0].message]).toEqual([
      'You do not have permission to perform this action.',
      'ليست لديك صلاحية للقيام بهذا الإجراء.',
    ]);
  });

  it('signing in required: the gateway says it itself, in the same words', async () => {
    const visitor = (headers: Record<string, string>) =>
      gateway.graphql(POST_TIP, { input: { subjectId: event, text: 'x' } }, headers);
    const [en, ar] = [await visitor(english), await visitor(arabic)];
    expect([en.body.errors?.[0].message, ar.body.errors?.[0].message]).toEqual([
      'You can not proceed without being signed in',
      'لا يمكنك المتابعة دون تسجيل الدخول',
    ]);
  });
});
