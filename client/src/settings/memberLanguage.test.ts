import { describe, expect, it } from 'vitest';
import { localeAfterProfileEdit, localeAfterSignIn } from './memberLanguage.ts';

describe('the language after signing in', () => {
  it("switches to the member's saved language when it differs", () => {
    expect(localeAfterSignIn('en', 'ar')).toBe('ar');
    expect(localeAfterSignIn('ar', 'en')).toBe('en');
  });

  it('stays when the app already speaks it', () => {
    expect(localeAfterSignIn('ar', 'ar')).toBeNull();
    expect(localeAfterSignIn('en', 'en')).toBeNull();
  });

  it('stays when the answer has no usable language', () => {
    expect(localeAfterSignIn('en', null)).toBeNull();
    expect(localeAfterSignIn('en', undefined)).toBeNull();
    expect(localeAfterSignIn('en', 'fr')).toBeNull();
  });
});

describe('the language after a profile edit', () => {
  it('switches when the edit changed the saved language to another than the current one', () => {
    expect(localeAfterProfileEdit('en', 'en', 'ar')).toBe('ar');
    expect(localeAfterProfileEdit('ar', 'ar', 'en')).toBe('en');
  });

  it("keeps the header's choice when the edit left the saved language alone", () => {
    expect(localeAfterProfileEdit('en', 'ar', 'ar')).toBeNull();
    expect(localeAfterProfileEdit('ar', 'en', 'en')).toBeNull();
  });

  it('stays when the new saved language is already the current one', () => {
    expect(localeAfterProfileEdit('ar', 'en', 'ar')).toBeNull();
  });

  it('stays when the saved language is unknown', () => {
    expect(localeAfterProfileEdit('en', 'en', 'fr')).toBeNull();
    expect(localeAfterProfileEdit('en', 'en', null)).toBeNull();
  });
});
