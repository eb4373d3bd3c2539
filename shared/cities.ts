// "All cities" (docs/home.md#all-cities): one value for every city, in the web app's settings and city cookie and in
// every GraphQL city argument, `cityId` and `cityIds` alike. The REST API's form of it is no city parameter at all.

/** The city id that chooses every city: no city filter. */
export const ALL_CITIES = 'all';

/** Whether a `cityIds` list chooses every city: it holds ALL_CITIES, or it is empty (the form older clients send). */
export const choosesEveryCity = (cityIds: readonly string[]): boolean =>
  cityIds.length === 0 || cityIds.includes(ALL_CITIES);
