import { describe, expect, it } from 'vitest';
import { coordinateProblem, formatPosition, parseCoordinate, parsePosition } from './coordinates.ts';

describe('parseCoordinate', () => {
  it('reads decimal degrees, with a sign or without a leading digit', () => {
    expect(parseCoordinate(' 21.5433 ')).toBe(21.5433);
    expect(parseCoordinate('-0.5')).toBe(-0.5);
    expect(parseCoordinate('+39')).toBe(39);
    expect(parseCoordinate('.25')).toBe(0.25);
  });

  it('reads Arabic-Indic and Persian digits, the Arabic decimal separator and a typographic minus', () => {
    expect(parseCoordinate('٢١٫٥٤')).toBe(21.54);
    expect(parseCoordinate('۳۹.۱۸')).toBe(39.18);
    expect(parseCoordinate('\u22125.5')).toBe(-5.5);
  });

  it('is null when empty and NaN for anything else', () => {
    expect(parseCoordinate('   ')).toBeNull();
    for (const text of ['abc', '21,5', '1e3', '21.5.4', '--3', '21.5N', 'Infinity']) {
      expect(parseCoordinate(text), text).toBeNaN();
    }
  });
});

describe('coordinateProblem', () => {
  it('accepts both halves or neither', () => {
    expect(coordinateProblem('latitude', '', '')).toBeNull();
    expect(coordinateProblem('latitude', '21.5', '39.2')).toBeNull();
    expect(coordinateProblem('longitude', '', '21.5')).toBe('required');
  });

  it('checks each axis against its own range, limits included', () => {
    expect(coordinateProblem('latitude', '90', '0')).toBeNull();
    expect(coordinateProblem('latitude', '-90.0001', '0')).toBe('coordinateRange');
    expect(coordinateProblem('longitude', '-180', '0')).toBeNull();
    expect(coordinateProblem('longitude', '180.5', '0')).toBe('coordinateRange');
    expect(coordinateProblem('latitude', '120', '0')).toBe('coordinateRange');
  });

  it('says a non-number is invalid', () => {
    expect(coordinateProblem('latitude', 'north', '39')).toBe('invalid');
  });
});

describe('parsePosition and formatPosition', () => {
  it('gives a position only for a whole, valid pair', () => {
    expect(parsePosition('21.5', '39.2')).toEqual({ latitude: 21.5, longitude: 39.2 });
    expect(parsePosition('21.5', '')).toBeNull();
    expect(parsePosition('95', '39')).toBeNull();
  });

  it('formats six decimals and wraps the longitude', () => {
    expect(formatPosition({ latitude: 21.4844911, longitude: 39.18364 })).toEqual({
      latitude: '21.484491',
      longitude: '39.183640',
    });
    expect(formatPosition({ latitude: 0, longitude: 190 }).longitude).toBe('-170.000000');
  });

  it('round-trips through the fields', () => {
    const fields = formatPosition({ latitude: -33.8688, longitude: 151.2093 });
    expect(parsePosition(fields.latitude, fields.longitude)).toEqual({ latitude: -33.8688, longitude: 151.2093 });
  });
});
