import { isLocale, type Locale } from '../i18n/locale.ts';

/** The chosen city: its global id (the route queries' $cityId variable) and its raw id. */
export interface ChosenCity {
  id: string;
  rawId: number;
}

/** The app settings (docs/i18n.md#app-settings), kept in localStorage between visits. */
export interface AppSettings {
  locale: Locale;
  city: ChosenCity | null;
  location: { latitude: number; longitude: number } | null;
  locationEnabled: boolean;
  locationEnableChosen: boolean;
}

export const SETTINGS_KEY = 'dalil.settings';

export const defaultSettings: AppSettings = {
  locale: 'en',
  city: null,
  location: null,
  locationEnabled: false,
  locationEnableChosen: false,
};

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseCity(value: unknown): ChosenCity | null {
  if (!isRecord(value)) return null;
  const { id, rawId } = value;
  return typeof id === 'string' && id !== '' && typeof rawId === 'number' && Number.isInteger(rawId)
    ? { id, rawId }
    : null;
}

function parseLocation(value: unknown): AppSettings['location'] {
  if (!isRecord(value)) return null;
  const { latitude, longitude } = value;
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
}

/** Reads the stored settings; anything missing, malformed or unreadable falls back to the defaults field by field. */
export function readSettings(storage: ReadableStorage | null | undefined): AppSettings {
  let stored: unknown;
  try {
    const raw = storage?.getItem(SETTINGS_KEY);
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  if (!isRecord(stored)) return { ...defaultSettings };
  return {
    locale: isLocale(stored.locale) ? stored.locale : defaultSettings.locale,
    city: parseCity(stored.city),
    location: parseLocation(stored.location),
    locationEnabled: stored.locationEnabled === true,
    locationEnableChosen: stored.locationEnableChosen === true,
  };
}

/** Stores the settings; a full or blocked storage only loses persistence, never the session. */
export function writeSettings(storage: WritableStorage | null | undefined, settings: AppSettings): boolean {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
    return storage != null;
  } catch {
    return false;
  }
}

/** The browser's localStorage, or null where it is unavailable (private modes, tests). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
