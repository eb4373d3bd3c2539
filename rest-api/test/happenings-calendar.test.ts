import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from '../src/happenings/ics.ts';
import { describeApi, PUBLIC_URL } from './helpers/app.ts';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting UTF-8 characters', () => {
    const arabic = `SUMMARY:${'مهرجان جدة للموسيقى والفنون '.repeat(6)}`;
    const folded = foldLine(arabic);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(arabic);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('builds a VCALENDAR with UTC times', () => {
    const text = buildCalendar({
      uid: 'event-1@dalil',
      stamp: new Date('2026-01-02T03:04:05.678Z'),
      start: new Date('2026-02-01T18:00:00Z'),
      end: new Date('2026-02-01T21:30:00Z'),
      summary: 'A, B',
      description: 'x'.repeat(200),
      location: 'Here',
      url: null,
    });
    const lines = unfold(text).split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('DTSTAMP:20260102T030405Z');
    expect(lines).toContain('DTSTART:20260201T180000Z');
    expect(lines).toContain('DTEND:20260201T213000Z');
    expect(lines).toContain('SUMMARY:A\\, B');
    expect(lines).toContain(`DESCRIPTION:${'x'.repeat(200)}`);
    expect(lines.some((line) => line.startsWith('URL:'))).toBe(false);
  });
});

describeApi('calendar', (api) => {
  it('answers an RFC 5545 calendar for an event', async () => {
    const event = (await api.get('/api/v1/events/corniche-concert/')).json;
    const answer = await api.get(`/api/v1/events/${event.id}/calendar.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="corniche-concert.ics"');
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(answer.body.replace(/\r\n/g, '')).not.toContain('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'BEGIN:VEVENT',
        `UID:event-${event.id}@dalil`,
        'DTSTAMP:20261122T100000Z',
        'DTSTART:20261122T150000Z',
        'DTEND:20261122T200000Z',
        'SUMMARY:Corniche Concert',
        'DESCRIPTION:Live music\\, fireworks\\;\\nfood trucks & more.',
        'LOCATION:Corniche Stage\\; North & Bay\\, Corniche Stage\\; North & Bay street',
        'URL:https://tickets.example.sa/corniche',
        'END:VEVENT',
      ]),
    );
  });

  it('writes Arabic texts on request, folded at 75 octets', async () => {
    const event = (await api.get('/api/v1/events/jeddah-season/')).json;
    const answer = await api.get(
      `/api/v1/experiences/${(await api.get('/api/v1/experiences/red-sea-diving/')).json.id}/calendar.ics?lang=ar`,
    );
    expect(answer.body).toContain('SUMMARY:الغوص في البحر الأحمر');
    for (const line of answer.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const arabic = await api.get(`/api/v1/events/${event.id}/calendar.ics`, { 'accept-language': 'ar' });
    expect(arabic.body).toContain('SUMMARY:موسم جدة');
    // no ticket link: the item's own URL
    expect(arabic.body).toContain(`URL:${PUBLIC_URL}/api/v1/events/jeddah-season/`);
  });

  it('answers 404 for an unknown item or the other kind', async () => {
    const diving = (await api.get('/api/v1/experiences/red-sea-diving/')).json;
    expect((await api.get(`/api/v1/events/${diving.id}/calendar.ics`)).status).toBe(404);
    expect((await api.get('/api/v1/events/99999/calendar.ics')).status).toBe(404);
  });
});
