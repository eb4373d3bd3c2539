import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from '../src/happenings/ics.ts';

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
      uid: 'event-1@dalil', stamp: new Date('2026-01-02T03:04:05.678Z'), start: new Date('2026-02-01T18:00:00Z'),
      end: new Date('2026-02-01T21:30:00Z'), summary: 'A, B', description: 'x'.repeat(200), location: 'Here', url: null,
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
