// The cookies the web app writes and the gateway reads when it serves a page: the contract between the two.

/** The language a visitor chose before (`en` or `ar`), which `/` follows on the next visit. */
export const LANGUAGE_COOKIE = 'dalil-lang';
/** The chosen city's global id (or ALL_CITIES), so the served page holds that city's data. */
export const CITY_COOKIE = 'dalil-city';
