// What writes promise with the response cache on, run against its memory store (integration) and its Redis store
// (TEST_REDIS_URL): every write is made, and answered by the upstream, however often and fast it comes, in either
// language; the cache never answers a mutation nor keeps a session it opened.
import { describe, expect, inject, it } from 'vitest';
import type { TestGateway } from './gateway.ts';
import { bearer, PASSWORD, SESSION_FIELDS, signUp, uniqueEmail } from './members.ts';

const LANGUAGES = ['en', 'ar'] as const;
const inLanguage = (language: string) => ({ 'accept-language': language });

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { ${SESSION_FIELDS} } }`;
const SIGN_OUT = 'mutation { signOut { signedOut } }';
const ME = '{ viewer { me { rawId } } }';
const SEND = `mutation ($input: SendContactMessageInput!) { sendContactMessage(input: $input) { ok userErrors { message } } }`;

// The 15-minute lock is told in whole minutes left, so a slow run may see 14.
const THROTTLED = {
  en: /^Too many failed sign-in attempts\. Try again in 1[45] min\.$/,
  ar: /^محاولات تسجيل دخول فاشلة كثيرة\. عدد الدقائق المتبقية قبل إعادة المحاولة: 1[45]\.$/,
};

/** The same write twice, at once, in each language. */
async function twiceEachLanguage<T>(write: (headers: Record<string, string>) => Promise<T>): Promise<T[]> {
  const answers = await Promise.all(LANGUAGES.flatMap((language) => [0, 1].map(() => write(inLanguage(language)))));
  // And twice more, one after the other, in each language (the second after the first was answered and kept if ever).
  for (const language of LANGUAGES) for (let n = 0; n < 2; n++) answers.push(await write(inLanguage(language)));
  return answers;
}

/** The messages the REST API stored and sent to the team (its development outbox) whose subject names `sender`. */
async function storedMessagesFrom(sender: string): Promise<number> {
  const outbox = (await (await fetch(`${inject('restApiUrl')}/dev/outbox.json`)).json()) as {
    results: { to: string; subject: string }[];
  };
  return outbox.results.filter((mail) => mail.to === 'team@dalil.example' && mail.subject.includes(sender)).length;
}

export function describeWritesThroughCache(name: string, gatewayOf: () => TestGateway) {
  describe(`writes with the response cache on (${name})`, () => {
    const signIn = (email: string, password: string, headers: Record<string, string>) =>
      gatewayOf().graphql(SIGN_IN, { input: { email, password } }, headers);

    async function expectWorkingSession(accessToken: string, rawId: number) {
      const me = await gatewayOf().graphql(ME, undefined, bearer(accessToken));
      expect(me.body.data?.viewer.me).toEqual({ rawId });
    }

    it("stores each of a visitor's contact messages, however often and fast it is sent", async () => {
      const sender = `Repeat ${process.pid} ${Date.now()}`;
      const input = { name: sender, email: 'repeat@example.com', message: 'Twice is twice.', requestType: 'COMPLAINT' };
      const answers = await twiceEachLanguage((headers) => gatewayOf().graphql(SEND, { input }, headers));
      for (const answer of answers) {
        expect(answer.body.data?.sendContactMessage).toEqual({ ok: true, userErrors: [] });
        expect(answer.calls).toContain('POST /api/v1/contact-messages/');
      }
      expect(await storedMessagesFrom(sender)).toBe(answers.length);
    });

    it('opens a new working session at each sign-in of one member', async () => {
      const { email, rawId } = await signUp(gatewayOf());
      const answers = await twiceEachLanguage((headers) => signIn(email, PASSWORD, headers));
      const tokens = answers.map((answer) => answer.body.data?.signIn.token.accessToken as string);
      expect(new Set(tokens).size).toBe(answers.length);
      for (const token of tokens) await expectWorkingSession(token, rawId);
    });

    it('opens a working session when the member signs in again after signing out', async () => {
      const { email, rawId } = await signUp(gatewayOf());
      for (const language of LANGUAGES) {
        for (let round = 0; round < 2; round++) {
          const first = await signIn(email, PASSWORD, inLanguage(language));
          const { accessToken } = first.body.data!.signIn.token;
          const out = await gatewayOf().graphql(SIGN_OUT, undefined, {
            ...bearer(accessToken),
            ...inLanguage(language),
          });
          expect(out.body.data?.signOut).toEqual({ signedOut: true });
          const again = await signIn(email, PASSWORD, inLanguage(language));
          expect(again.body.data?.signIn.viewer.me.rawId).toBe(rawId);
          expect(again.body.data?.signIn.token.accessToken).not.toBe(accessToken);
          await expectWorkingSession(again.body.data?.signIn.token.accessToken, rawId);
        }
      }
    });

    it('refuses a throttled account in both languages, even with the password that signed it in before', async () => {
      const { email } = await signUp(gatewayOf(), uniqueEmail('throttled'));
      for (const language of LANGUAGES)
        expect((await signIn(email, PASSWORD, inLanguage(language))).body.errors).toBeUndefined();
      for (let n = 0; n < 5; n++) await signIn(email, `Wrong${n}abcd`, inLanguage('en'));
      const answers = await twiceEachLanguage(async (headers) => ({
        language: headers['accept-language'] as 'en' | 'ar',
        answer: await signIn(email, PASSWORD, headers),
      }));
      for (const { language, answer } of answers) {
        expect(answer.body.data?.signIn ?? null).toBeNull();
        expect(answer.body.errors?.[0]).toMatchObject({
          message: THROTTLED[language],
          extensions: { code: 'RATE_LIMITED' },
        });
      }
    });
  });
}
