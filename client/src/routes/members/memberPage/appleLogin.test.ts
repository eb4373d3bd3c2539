import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../testing/memoryStorage.ts';
import { appleAnswer, appleAuthorizeUrl, forgetAppleState } from './appleLogin.ts';
import { facebookAnswer } from '../../social/facebook/facebookLogin.ts';

const fragment = (fields: Record<string, string>) => `#apple&${new URLSearchParams(fields)}`;

describe('Sign in with Apple without its script', () => {
  it("asks Apple for the name and e-mail, posted to the gateway's callback, with a state carrying the language", () => {
    const storage = memoryStorage();
    const url = new URL(
      appleAuthorizeUrl('https://apple.test/auth/authorize', 'sa.dalil', 'https://dalil.test', 'ar', storage),
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'sa.dalil',
      redirect_uri: 'https://dalil.test/auth/apple/callback',
      response_type: 'code id_token',
      response_mode: 'form_post',
      scope: 'name email',
    });
    expect(url.searchParams.get('state')).toMatch(/~ar$/);
  });

  it('accepts the tokens and the first-time name only with the state this tab sent', () => {
    const storage = memoryStorage();
    const state = new URL(
      appleAuthorizeUrl('https://apple.test/a', 'sa.dalil', 'https://d.test', 'en', storage),
    ).searchParams.get('state')!;
    const user = JSON.stringify({ name: { firstName: ' Noura ', lastName: 'Alshehri' }, email: 'n@example.com' });
    expect(appleAnswer(fragment({ id_token: 't', code: 'c', state, user }), storage)).toEqual({
      idToken: 't',
      code: 'c',
      firstName: 'Noura',
      lastName: 'Alshehri',
      email: 'n@example.com',
    });
    // Later sign-ins carry no user; a broken one is ignored.
    expect(appleAnswer(fragment({ id_token: 't', state, user: '{oops' }), storage)).toMatchObject({
      firstName: null,
      email: null,
    });
    expect(appleAnswer(fragment({ id_token: 't', state: 'other~en' }), storage)).toBe('refused');
    expect(appleAnswer(fragment({ error: 'user_cancelled_authorize', state }), storage)).toBe('refused');
    expect(appleAnswer(fragment({ state }), storage)).toBe('refused');
    // Not Apple's answer, and Facebook's reader leaves Apple's alone.
    expect(appleAnswer('#access_token=x', storage)).toBeNull();
    expect(facebookAnswer(fragment({ error: 'user_cancelled_authorize', state }), storage)).toBeNull();
    forgetAppleState(storage);
    expect(appleAnswer(fragment({ id_token: 't', state }), storage)).toBe('refused');
  });
});
