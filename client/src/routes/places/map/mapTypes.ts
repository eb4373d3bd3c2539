import type { Bounds, Position } from './mapMath.ts';

/** A place as the maps draw it. */
export interface MapPlace {
  id: string;
  name: string;
  path: string;
  category: string | null;
  state: string;
  position: Position;
}

/** What both maps (Google's and the built-in one) are given. */
export interface MapViewProps {
  places: readonly MapPlace[];
  /** The list item under the pointer or focus: its marker stands out. */
  hoveredId: string | null;
  /** Whose info window is open; hovering opens it, its close button (a separate action) closes it. */
  infoId: string | null;
  onHover: (id: string) => void;
  onCloseInfo: () => void;
  /** Where to start: the searched bounds, else the position searched near, else around the places, else the city. */
  start: { bounds?: Bounds; center: Position; fitPlaces: boolean };
  /** 'Update search results' after the map was moved or zoomed: search inside these bounds. */
  onSearchArea: (bounds: Bounds) => void;
}

/** What both location pickers (on Google's map and on the built-in one) are given. */
export interface PickerViewProps {
  /** The chosen point, or null before one is chosen. */
  position: Position | null;
  /** A point found or typed outside the map: the map moves there (a point picked on the map does not move it). */
  focus: Position | null;
  onPick: (position: Position) => void;
}
