import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ALL_CITIES, cityIdsOf, shownCityName } from './allCities.ts';
import { readSettings, SETTINGS_KEY } from './settings.ts';

const intl = createIntl({ locale: 'en', messages: {} });

describe('all cities', () => {
  it('is a city filter of every city (`all`, as in cityId), the chosen city, or the gateway default', () => {
    expect(cityIdsOf('all')).toEqual(['all']);
    expect(cityIdsOf('Q2l0eToy')).toEqual(['Q2l0eToy']);
    expect(cityIdsOf(null)).toBeUndefined();
  });

  it('names no one city in headings', () => {
    expect(shownCityName(intl, 'Jeddah', 'all')).toBe('Saudi cities');
    expect(shownCityName(intl, 'Riyadh', 'Q2l0eToy')).toBe('Riyadh');
    expect(shownCityName(intl, 'Jeddah', null)).toBe('Jeddah');
  });

  it('is kept in the stored settings like any chosen city', () => {
    const storage = { getItem: (key: string) => (key === SETTINGS_KEY ? JSON.stringify({ city: ALL_CITIES }) : null) };
    expect(readSettings(storage).city).toEqual({ id: 'all', rawId: 0 });
  });
});
