import type { Bounds, Position } from '../map/mapMath.ts';

/** The filters of the places list as they live in the URL (shareable; a change is a navigation). */
export interface PlaceFilters {
  text?: string;
  /** Global ids. */
  categoryId?: string;
  subcategoryId?: string;
  tagId?: string;
  openNow?: boolean;
  /** The signed-in member's own places. */
  owned?: boolean;
  /** The viewer's position (near me): distances are shown and the nearest come first. */
  near?: Position;
  /** The map's bounds after 'Update search results'. */
  bounds?: Bounds;
}

export const TEXT_MAX_LENGTH = 100;
const params = {
  text: 'q',
  categoryId: 'category',
  subcategoryId: 'subcategory',
  tagId: 'tag',
  openNow: 'open',
  owned: 'owned',
  near: 'near',
  bounds: 'bounds',
} as const;
// Five decimals are about a metre: precise enough, and short, stable URLs.
const DECIMALS = 5;

const clean = (value: string | null) => value?.trim() || undefined;
const coordinate = (value: number) => String(Number(value.toFixed(DECIMALS)));

function numbers(value: string | undefined, count: number): number[] | null {
  if (!value) return null;
  const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  return parts.length === count && parts.every(Number.isFinite) ? parts : null;
}

function parsePosition(value: string | undefined): Position | undefined {
  const parts = numbers(value, 2);
  if (!parts) return undefined;
  const [latitude, longitude] = parts as [number, number];
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : undefined;
}

function parseBounds(value: string | undefined): Bounds | undefined {
  const parts = numbers(value, 4);
  if (!parts) return undefined;
  const [south, west, north, east] = parts as [number, number, number, number];
  const valid =
    south < north &&
    west < east &&
    Math.abs(south) <= 90 &&
    Math.abs(north) <= 90 &&
    Math.abs(west) <= 180 &&
    Math.abs(east) <= 180;
  return valid ? { south, west, north, east } : undefined;
}

export function placeFiltersFromSearchParams(search: URLSearchParams): PlaceFilters {
  const filters: PlaceFilters = {};
  const text = clean(search.get(params.text));
  if (text) filters.text = text.slice(0, TEXT_MAX_LENGTH);
  const categoryId = clean(search.get(params.categoryId));
  if (categoryId) filters.categoryId = categoryId;
  // A subcategory belongs to a category: alone it is ignored.
  const subcategoryId = clean(search.get(params.subcategoryId));
  if (subcategoryId && categoryId) filters.subcategoryId = subcategoryId;
  const tagId = clean(search.get(params.tagId));
  if (tagId) filters.tagId = tagId;
  if (search.get(params.openNow) === '1') filters.openNow = true;
  if (search.get(params.owned) === '1') filters.owned = true;
  const near = parsePosition(clean(search.get(params.near)));
  if (near) filters.near = near;
  const bounds = parseBounds(clean(search.get(params.bounds)));
  if (bounds) filters.bounds = bounds;
  return filters;
}

/** "?q=…&category=…" in a fixed order so equal filters give equal URLs, or "" without filters. */
export function searchForPlaceFilters(filters: PlaceFilters): string {
  const search = new URLSearchParams();
  const text = filters.text?.trim();
  if (text) search.set(params.text, text.slice(0, TEXT_MAX_LENGTH));
  if (filters.categoryId) search.set(params.categoryId, filters.categoryId);
  if (filters.categoryId && filters.subcategoryId) search.set(params.subcategoryId, filters.subcategoryId);
  if (filters.tagId) search.set(params.tagId, filters.tagId);
  if (filters.openNow) search.set(params.openNow, '1');
  if (filters.owned) search.set(params.owned, '1');
  if (filters.near) search.set(params.near, [filters.near.latitude, filters.near.longitude].map(coordinate).join(','));
  if (filters.bounds) {
    const { south, west, north, east } = filters.bounds;
    search.set(params.bounds, [south, west, north, east].map(coordinate).join(','));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

export function hasPlaceFilters(filters: PlaceFilters): boolean {
  return searchForPlaceFilters(filters) !== '';
}

/** The GraphQL PlaceFilter input. */
export interface PlaceFilterInput {
  text?: string | null;
  categoryIds?: readonly string[] | null;
  subcategoryIds?: readonly string[] | null;
  tagIds?: readonly string[] | null;
  openNow?: boolean | null;
  owned?: boolean | null;
  near?: Position | null;
  bounds?: Bounds | null;
  cityId?: string | null;
  order?: 'RELEVANCE' | 'DISTANCE' | null;
}

/** Near me orders by distance; the city applies unless the map's bounds are given (the gateway ignores it then). */
export function toPlaceFilterInput(filters: PlaceFilters, cityId: string | null): PlaceFilterInput {
  const input: PlaceFilterInput = { order: filters.near ? 'DISTANCE' : 'RELEVANCE' };
  if (filters.text) input.text = filters.text;
  if (filters.categoryId) input.categoryIds = [filters.categoryId];
  if (filters.subcategoryId) input.subcategoryIds = [filters.subcategoryId];
  if (filters.tagId) input.tagIds = [filters.tagId];
  if (filters.openNow) input.openNow = true;
  if (filters.owned) input.owned = true;
  if (filters.near) input.near = filters.near;
  if (filters.bounds) input.bounds = filters.bounds;
  else if (cityId) input.cityId = cityId;
  return input;
}
