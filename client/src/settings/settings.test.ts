import { describe, expect, it } from 'vitest';
import { defaultSettings, readSettings, SETTINGS_KEY, writeSettings, type AppSettings } from './settings.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('settings persistence', () => {
  it('defaults to English and the gateway default city', () => {
    expect(readSettings(memoryStorage())).toEqual(defaultSettings);
    expect(readSettings(null)).toEqual({
      locale: 'en',
      city: null,
      location: null,
      locationEnabled: false,
      locationEnableChosen: false,
    });
  });

  it('round-trips the locale and the city', () => {
    const storage = memoryStorage();
    const settings: AppSettings = { ...defaultSettings, locale: 'ar', city: { id: 'Q2l0eToy', rawId: 2 } };
    expect(writeSettings(storage, settings)).toBe(true);
    expect(JSON.parse(storage.data.get(SETTINGS_KEY) ?? '')).toMatchObject({ locale: 'ar', city: { rawId: 2 } });
    expect(readSettings(storage)).toEqual(settings);
  });

  it('falls back field by field on bad stored values', () => {
    const storage = memoryStorage({
      [SETTINGS_KEY]: JSON.stringify({ locale: 'fr', city: { id: 'Q2l0eToy', rawId: 'two' }, locationEnabled: 'yes' }),
    });
    expect(readSettings(storage)).toEqual(defaultSettings);
    expect(readSettings(memoryStorage({ [SETTINGS_KEY]: '{not json' }))).toEqual(defaultSettings);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readSettings(broken)).toEqual(defaultSettings);
    expect(writeSettings(broken, defaultSettings)).toBe(false);
  });
});
