import { toWorldPixel, type Position } from './mapMath.ts';
import { MARKER_SPACING } from './mapSizes.ts';
import type { MapPlace } from './mapTypes.ts';

/** One marker on the map: a single place, or places drawn as one group at the first one's position. */
export interface PlaceCluster {
  /** The first place's id: stable while the group keeps its first place. */
  key: string;
  position: Position;
  places: MapPlace[];
}

/**
 * Groups the places whose markers would come closer than `spacing` pixels at this zoom. Each place joins the first
 * group whose anchor (its first place) is that close, else starts a group; anchors are therefore at least `spacing`
 * apart on one axis, whatever the order. Pixels are Web Mercator pixels at the zoom, so the result does not depend on
 * where the view is.
 */
export function clusterPlaces(places: readonly MapPlace[], zoom: number, spacing = MARKER_SPACING): PlaceCluster[] {
  const clusters: (PlaceCluster & { point: { x: number; y: number } })[] = [];
  for (const place of places) {
    const point = toWorldPixel(place.position, zoom);
    const near = clusters.find(
      (cluster) => Math.max(Math.abs(cluster.point.x - point.x), Math.abs(cluster.point.y - point.y)) < spacing,
    );
    if (near) near.places.push(place);
    else clusters.push({ key: place.id, position: place.position, places: [place], point });
  }
  return clusters.map(({ key, position, places: members }) => ({ key, position, places: members }));
}
