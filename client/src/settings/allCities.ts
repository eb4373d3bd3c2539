// "All cities" in the city menu (docs/home.md#all-cities). It is a chosen city like the others, kept in the settings
// and the city cookie, and travels as `$cityId: "all"` and `$cityIds: ["all"]`, which the gateway reads as "no city
// filter" (shared/cities.ts).
import { defineMessages, type IntlShape } from 'react-intl';
import { ALL_CITIES as ALL_CITIES_ID } from '../../../shared/cities.ts';
import type { ChosenCity } from './settings.ts';

export { ALL_CITIES_ID };
/** rawId 0: no city has it. */
export const ALL_CITIES: ChosenCity = { id: ALL_CITIES_ID, rawId: 0 };

export const isAllCities = (cityId: unknown): boolean => cityId === ALL_CITIES_ID;

export const allCitiesMessages = defineMessages({
  option: { id: 'settings.allCities', defaultMessage: 'All cities' },
  name: { id: 'settings.allCitiesName', defaultMessage: 'Saudi cities' },
});

/** The city a heading names: the chosen city's name, or "Saudi cities" when every city is chosen. */
export function shownCityName(intl: IntlShape, cityName: string, cityId: unknown): string {
  return isAllCities(cityId) ? intl.formatMessage(allCitiesMessages.name) : cityName;
}

/** A list filter's `cityIds`: the chosen city (`all` for every city), absent for the gateway's default. */
export function cityIdsOf(cityId: string | null): string[] | undefined {
  return cityId ? [cityId] : undefined;
}
