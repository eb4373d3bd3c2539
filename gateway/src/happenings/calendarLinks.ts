// "Add to calendar" links of an event or experience: Google, Outlook and the gateway's own .ics download.
import type { Kind } from '../upstream/types.ts';
import type { Locale } from '../viewer/locale.ts';

export interface CalendarEntry {
  kind: Kind;
  rawId: number;
  title: string;
  details: string;
  location: string;
  start: string;
  end: string;
  /** Language of the .ics file's texts. */
  locale: Locale;
}

export interface CalendarLinks {
  google: string;
  outlook: string;
  ics: string;
}

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** 2026-11-22T15:00:00.000Z -> 20261122T150000Z (Google's compact UTC form). */
export const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** 2026-11-22T15:00:00.000Z -> 2026-11-22T15:00:00Z */
const isoSeconds = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Path of the .ics file on the gateway's own origin (proxied to the upstream); Arabic texts with `?lang=ar`. */
export const icsPath = (kind: Kind, rawId: number, locale: Locale = 'en') =>
  `/calendar/${kind}/${rawId}.ics${locale === 'ar' ? '?lang=ar' : ''}`;

export function calendarLinks(entry: CalendarEntry): CalendarLinks {
  const google = query({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${compactUtc(entry.start)}/${compactUtc(entry.end)}`,
    details: entry.details,
    location: entry.location,
  });
  const outlook = query({
    subject: entry.title,
    startdt: isoSeconds(entry.start),
    enddt: isoSeconds(entry.end),
    body: entry.details,
    location: entry.location,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
    ics: icsPath(entry.kind, entry.rawId, entry.locale),
  };
}
