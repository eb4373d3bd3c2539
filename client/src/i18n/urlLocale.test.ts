import { describe, expect, it } from 'vitest';
import { basenameOf, localeOfPath, pathInLocale, pathWithoutLocale } from './urlLocale.ts';

describe('the language in the URL', () => {
  it('reads Arabic from the /ar prefix only', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/')).toBe('ar');
    expect(localeOfPath('/ar/events/x')).toBe('ar');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/events')).toBe('en');
    expect(localeOfPath('/arabic-nights')).toBe('en');
    expect(localeOfPath('/fr/events')).toBe('en');
  });

  it('strips the prefix to the router path', () => {
    expect(pathWithoutLocale('/ar')).toBe('/');
    expect(pathWithoutLocale('/ar/')).toBe('/');
    expect(pathWithoutLocale('/ar/places/list')).toBe('/places/list');
    expect(pathWithoutLocale('/events')).toBe('/events');
  });

  it('gives the same page in the other language, query and hash kept', () => {
    expect(pathInLocale('/events?period=THIS_WEEK#top', 'ar')).toBe('/ar/events?period=THIS_WEEK#top');
    expect(pathInLocale('/ar/events?period=THIS_WEEK', 'en')).toBe('/events?period=THIS_WEEK');
    expect(pathInLocale('/', 'ar')).toBe('/ar/');
    expect(pathInLocale('/ar/', 'en')).toBe('/');
    expect(pathInLocale('/ar/events', 'ar')).toBe('/ar/events');
  });

  it('names the router basename of each language', () => {
    expect(basenameOf('ar')).toBe('/ar');
    expect(basenameOf('en')).toBeUndefined();
  });
});
