import { describe, expect, it } from 'vitest';
import { allHappeningKinds, asHappeningKind, detailPath, happeningKinds, kindOfFlag, listPath } from './happeningKind.ts';

describe('happening kinds', () => {
  it('maps each kind to its screens’ paths', () => {
    expect(listPath('EVENT')).toBe('/events');
    expect(listPath('EXPERIENCE')).toBe('/experiences');
    expect(detailPath('EXPERIENCE', 'desert camp')).toBe('/experiences/desert%20camp');
  });

  it('round-trips the route queries’ flag', () => {
    for (const kind of allHappeningKinds) expect(kindOfFlag(happeningKinds[kind].isEvent)).toBe(kind);
  });

  it('links an unknown kind as an event', () => {
    expect(asHappeningKind('EXPERIENCE')).toBe('EXPERIENCE');
    expect(asHappeningKind('FESTIVAL')).toBe('EVENT');
  });
});
