/** A position on the earth in degrees. */
export interface Position {
  latitude: number;
  longitude: number;
}

/** A map rectangle in degrees (the PlaceFilter bounds). */
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** What the built-in map shows: a centre, a zoom level (Google's scale) and the drawing size in pixels. */
export interface Viewport {
  center: Position;
  zoom: number;
  width: number;
  height: number;
}

export { DEFAULT_POSITION } from './defaultPosition.ts';
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
export const DEFAULT_ZOOM = 12;

const TILE_SIZE = 256;
// Web Mercator is undefined at the poles; Google clips at the same latitude.
const MAX_LATITUDE = 85.05112878;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/** Web Mercator: the position's pixel on the whole world at that zoom. */
export function toWorldPixel(position: Position, zoom: number): { x: number; y: number } {
  const size = worldSize(zoom);
  const sin = Math.sin((clamp(position.latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180);
  return {
    x: ((position.longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function fromWorldPixel(point: { x: number; y: number }, zoom: number): Position {
  const size = worldSize(zoom);
  const longitude = (point.x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * point.y) / size;
  const latitude = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { latitude, longitude: ((((longitude + 180) % 360) + 360) % 360) - 180 };
}

/** The position's pixel inside the viewport (0,0 is the top-left corner; north is up whatever the text direction). */
export function project(position: Position, viewport: Viewport): { x: number; y: number } {
  const point = toWorldPixel(position, viewport.zoom);
  const center = toWorldPixel(viewport.center, viewport.zoom);
  return { x: point.x - center.x + viewport.width / 2, y: point.y - center.y + viewport.height / 2 };
}

export function boundsOf(viewport: Viewport): Bounds {
  const center = toWorldPixel(viewport.center, viewport.zoom);
  const northWest = fromWorldPixel(
    { x: center.x - viewport.width / 2, y: center.y - viewport.height / 2 },
    viewport.zoom,
  );
  const southEast = fromWorldPixel(
    { x: center.x + viewport.width / 2, y: center.y + viewport.height / 2 },
    viewport.zoom,
  );
  return { south: southEast.latitude, west: northWest.longitude, north: northWest.latitude, east: southEast.longitude };
}

/** Moves the view by a pixel offset (positive dx shows what is east, positive dy what is south). */
export function pan(viewport: Viewport, dx: number, dy: number): Viewport {
  const center = toWorldPixel(viewport.center, viewport.zoom);
  return { ...viewport, center: fromWorldPixel({ x: center.x + dx, y: center.y + dy }, viewport.zoom) };
}

export function zoomBy(viewport: Viewport, delta: number): Viewport {
  return { ...viewport, zoom: clamp(Math.round(viewport.zoom + delta), MIN_ZOOM, MAX_ZOOM) };
}

export function isInside(position: Position, bounds: Bounds): boolean {
  return (
    position.latitude >= bounds.south &&
    position.latitude <= bounds.north &&
    position.longitude >= bounds.west &&
    position.longitude <= bounds.east
  );
}

export function centerOf(bounds: Bounds): Position {
  return { latitude: (bounds.south + bounds.north) / 2, longitude: (bounds.west + bounds.east) / 2 };
}

/** The highest zoom at which the bounds fit in width x height pixels. */
export function zoomToFit(bounds: Bounds, width: number, height: number): number {
  for (let zoom = MAX_ZOOM; zoom > MIN_ZOOM; zoom -= 1) {
    const northWest = toWorldPixel({ latitude: bounds.north, longitude: bounds.west }, zoom);
    const southEast = toWorldPixel({ latitude: bounds.south, longitude: bounds.east }, zoom);
    if (southEast.x - northWest.x <= width && southEast.y - northWest.y <= height) return zoom;
  }
  return MIN_ZOOM;
}

/** The smallest bounds around the positions, or null for none. */
export function boundsAround(positions: readonly Position[]): Bounds | null {
  if (positions.length === 0) return null;
  const latitudes = positions.map((p) => p.latitude);
  const longitudes = positions.map((p) => p.longitude);
  return {
    south: Math.min(...latitudes),
    west: Math.min(...longitudes),
    north: Math.max(...latitudes),
    east: Math.max(...longitudes),
  };
}

/** The position under a pixel of the viewport (the inverse of `project`). */
export function unproject(point: { x: number; y: number }, viewport: Viewport): Position {
  const center = toWorldPixel(viewport.center, viewport.zoom);
  return fromWorldPixel(
    { x: center.x + point.x - viewport.width / 2, y: center.y + point.y - viewport.height / 2 },
    viewport.zoom,
  );
}

/** The position a pixel offset away at that zoom (positive dx is east, positive dy south). */
export function offset(position: Position, zoom: number, dx: number, dy: number): Position {
  const point = toWorldPixel(position, zoom);
  const moved = fromWorldPixel({ x: point.x + dx, y: point.y + dy }, zoom);
  return { latitude: clamp(moved.latitude, -MAX_LATITUDE, MAX_LATITUDE), longitude: moved.longitude };
}
