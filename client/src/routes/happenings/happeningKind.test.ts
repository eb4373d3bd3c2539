import { describe, expect, it } from 'vitest';
import { allHappeningKinds, asHappeningKind, detailPath, listPath } from './happeningKind.ts';

describe('happening kinds', () => {
  it('maps each kind to its screens’ paths', () => {
    expect(listPath('EVENT')).toBe('/events');
    expect(listPath('EXPERIENCE')).toBe('/experiences');
    expect(detailPath('EXPERIENCE', 'desert camp')).toBe('/experiences/desert%20camp');
  });

  it('knows every kind, each at its own path', () => {
    expect(allHappeningKinds).toEqual(['EVENT', 'EXPERIENCE']);
    expect(new Set(allHappeningKinds.map(listPath)).size).toBe(allHappeningKinds.length);
  });

  it('links an unknown kind as an event', () => {
    expect(asHappeningKind('EXPERIENCE')).toBe('EXPERIENCE');
    expect(asHappeningKind('FESTIVAL')).toBe('EVENT');
  });
});
