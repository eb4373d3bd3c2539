import { describe, expect, it } from 'vitest';
import { clusterPlaces } from './clusterPlaces.ts';
import { CLUSTER_SIZE, MARKER_SIZE, MARKER_SPACING } from './mapSizes.ts';
import { DEFAULT_POSITION, fromWorldPixel, toWorldPixel } from './mapMath.ts';
import type { MapPlace } from './mapTypes.ts';

const ZOOM = 14;
const origin = toWorldPixel(DEFAULT_POSITION, ZOOM);

/** A place drawn dx, dy pixels from the default position at ZOOM. */
const placeAt = (id: string, dx: number, dy: number): MapPlace => ({
  id,
  name: id,
  path: `/places/${id}`,
  category: null,
  state: 'OPEN',
  position: fromWorldPixel({ x: origin.x + dx, y: origin.y + dy }, ZOOM),
});

/** Deterministic scatter (no Math.random in tests): a linear congruential sequence. */
function scatter(count: number, spread: number): MapPlace[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, (_, index) => placeAt(`p${index}`, next() * spread, next() * spread));
}

describe('map marker groups', () => {
  it('keeps markers at least a touch target apart and bigger than 24 px', () => {
    expect(MARKER_SIZE).toBeGreaterThanOrEqual(24);
    expect(CLUSTER_SIZE).toBeGreaterThanOrEqual(MARKER_SIZE);
    expect(MARKER_SPACING).toBeGreaterThan(CLUSTER_SIZE);
  });

  it('draws far apart places as their own markers, in order', () => {
    const places = [placeAt('a', 0, 0), placeAt('b', MARKER_SPACING + 1, 0), placeAt('c', 0, -MARKER_SPACING - 1)];
    expect(clusterPlaces(places, ZOOM).map((cluster) => cluster.places.map((place) => place.id))).toEqual([
      ['a'],
      ['b'],
      ['c'],
    ]);
  });

  it('groups places closer than the spacing on both axes, at the first one', () => {
    const places = [placeAt('a', 0, 0), placeAt('b', MARKER_SPACING - 2, MARKER_SPACING - 2), placeAt('c', 5, 5)];
    const clusters = clusterPlaces(places, ZOOM);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ key: 'a', position: places[0]!.position });
    expect(clusters[0]!.places.map((place) => place.id)).toEqual(['a', 'b', 'c']);
  });

  it('groups places at the very same position', () => {
    const places = [placeAt('mall', 0, 0), placeAt('cafe', 0, 0)];
    expect(clusterPlaces(places, ZOOM)).toHaveLength(1);
  });

  it('separates the groups of the same places when zoomed in', () => {
    const places = [placeAt('a', 0, 0), placeAt('b', 30, 0)];
    expect(clusterPlaces(places, ZOOM)).toHaveLength(1);
    expect(clusterPlaces(places, ZOOM + 1)).toHaveLength(2);
  });

  it('never lets two markers overlap, and loses no place', () => {
    const places = scatter(300, 400);
    const clusters = clusterPlaces(places, ZOOM);
    expect(clusters.flatMap((cluster) => cluster.places).length).toBe(places.length);
    expect(new Set(clusters.flatMap((cluster) => cluster.places.map((place) => place.id))).size).toBe(300);
    const points = clusters.map((cluster) => toWorldPixel(cluster.position, ZOOM));
    for (const [i, a] of points.entries())
      for (const b of points.slice(i + 1))
        expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBeGreaterThanOrEqual(MARKER_SPACING - 1e-6);
  });
});
