import { describe, expect, it } from 'vitest';
import { contentGlobalId, contentOf, packContentId, subjectOf, unpackContentId } from '../../src/community/ids.ts';
import { fromGlobalId, toGlobalId } from '../../src/relay/globalId.ts';

describe('tip and photo global ids', () => {
  it('carry the kind and item of the content, and decode back', () => {
    for (const subject of [
      { kind: 'event', id: 7 },
      { kind: 'experience', id: 123456 },
      { kind: 'place', id: 1 },
    ] as const) {
      for (const id of [1, 98, 5000321]) {
        const globalId = contentGlobalId('Tip', { id, entity_type: subject.kind, entity_id: subject.id });
        expect(fromGlobalId(globalId).type).toBe('Tip');
        expect(contentOf(globalId, 'Tip')).toEqual({ type: 'Tip', id, subject });
      }
    }
  });

  it('keep different items apart even when the digits could run together', () => {
    const a = packContentId(23, { kind: 'event', id: 1 });
    const b = packContentId(3, { kind: 'event', id: 12 });
    expect(a).not.toBe(b);
    expect(unpackContentId('Tip', a)?.subject.id).toBe(1);
    expect(unpackContentId('Tip', b)?.subject.id).toBe(12);
  });

  it('refuse ids of another type and digits that do not unpack', () => {
    const photo = contentGlobalId('Photo', { id: 4, entity_type: 'place', entity_id: 9 });
    expect(() => contentOf(photo, 'Tip')).toThrow(/Expected Tip id/);
    expect(unpackContentId('Tip', 9)).toBeNull();
    expect(unpackContentId('Tip', 1305)).toBeNull();
    // kind digits 1-4: event, experience, place, article (tips only)
    expect(unpackContentId('Tip', 4117)).toEqual({ type: 'Tip', id: 7, subject: { kind: 'article', id: 1 } });
    expect(unpackContentId('Tip', 5117)).toBeNull();
    expect(() => contentOf(toGlobalId('Tip', 9), 'Tip')).toThrow('Invalid id');
  });

  it('reviewable subjects are events, experiences and places, optionally fewer', () => {
    expect(subjectOf(toGlobalId('Place', 5))).toEqual({ kind: 'place', id: 5 });
    expect(() => subjectOf(toGlobalId('Place', 5), ['Event', 'Experience'])).toThrow(/Expected Event or Experience id/);
    expect(() => subjectOf(toGlobalId('City', 1))).toThrow(/Expected Event or Experience or Place id/);
  });
});
