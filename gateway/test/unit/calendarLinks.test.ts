import { describe, expect, it } from 'vitest';
import { calendarLinks, compactUtc } from '../../src/happenings/calendarLinks.ts';

const entry = {
  kind: 'event' as const,
  rawId: 12,
  title: 'Jeddah Season & Friends',
  details: 'Shows, food and rides',
  location: 'Jeddah Waterfront, North Corniche',
  start: '2026-11-22T15:00:00.000Z',
  end: '2026-11-22T20:30:00.000Z',
  locale: 'en' as const,
};

describe('calendar links', () => {
  it('formats Google dates as compact UTC', () => {
    expect(compactUtc('2026-11-22T15:00:00.000Z')).toBe('20261122T150000Z');
  });

  it('builds the Google link', () => {
    const url = new URL(calendarLinks(entry).google);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: entry.title,
      dates: '20261122T150000Z/20261122T203000Z',
      details: entry.details,
      location: entry.location,
    });
  });

  it('builds the Outlook link', () => {
    const url = new URL(calendarLinks(entry).outlook);
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      subject: entry.title,
      startdt: '2026-11-22T15:00:00Z',
      enddt: '2026-11-22T20:30:00Z',
      body: entry.details,
      location: entry.location,
    });
  });

  it('points the .ics download at the gateway', () => {
    expect(calendarLinks(entry).ics).toBe('/calendar/event/12.ics');
    expect(calendarLinks({ ...entry, kind: 'experience', rawId: 7 }).ics).toBe('/calendar/experience/7.ics');
    expect(calendarLinks({ ...entry, locale: 'ar' }).ics).toBe('/calendar/event/12.ics?lang=ar');
  });
});
