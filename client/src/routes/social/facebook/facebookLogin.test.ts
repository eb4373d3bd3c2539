import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../testing/memoryStorage.ts';
import { facebookAnswer, facebookDialogUrl, forgetFacebookState } from './facebookLogin.ts';

describe('Facebook login without the SDK', () => {
  it('sends the app, the way back, a token request and a fresh state; accepts the token only with that state', () => {
    const storage = memoryStorage();
    const url = new URL(
      facebookDialogUrl('https://fb.test/dialog/oauth', 'app-1', 'https://dalil.test/ar/profile?tab=facebook', storage),
    );
    expect(url.origin + url.pathname).toBe('https://fb.test/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'app-1',
      redirect_uri: 'https://dalil.test/ar/profile?tab=facebook',
      response_type: 'token',
      scope: 'user_friends',
    });
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f-]{36}$/);
    expect(facebookAnswer(`#access_token=tok-1&state=${state}`, storage)).toEqual({ token: 'tok-1' });
    forgetFacebookState(storage);
    // Spent: the same answer again is refused.
    expect(facebookAnswer(`#access_token=tok-1&state=${state}`, storage)).toBe('refused');
  });

  it("refuses another tab's state and Facebook's own refusal; ignores fragments that are no answer", () => {
    const storage = memoryStorage();
    facebookDialogUrl('https://fb.test/dialog/oauth', 'app-1', 'https://dalil.test/profile', storage);
    expect(facebookAnswer('#access_token=tok-2&state=forged', storage)).toBe('refused');
    facebookDialogUrl('https://fb.test/dialog/oauth', 'app-1', 'https://dalil.test/profile', storage);
    expect(facebookAnswer('#error=access_denied&state=x', storage)).toBe('refused');
    expect(facebookAnswer('#follow-requests', storage)).toBeNull();
    expect(facebookAnswer('', storage)).toBeNull();
  });
  it('asks for the e-mail address when signing in, the friends list when connecting', () => {
    const storage = memoryStorage();
    const signIn = new URL(
      facebookDialogUrl('https://fb.test/dialog/oauth', 'app-1', 'https://dalil.test/ar/sign-in', storage, 'email'),
    );
    expect(signIn.searchParams.get('scope')).toBe('email');
    const connect = new URL(
      facebookDialogUrl('https://fb.test/dialog/oauth', 'app-1', 'https://dalil.test/profile', storage),
    );
    expect(connect.searchParams.get('scope')).toBe('user_friends');
  });
});
