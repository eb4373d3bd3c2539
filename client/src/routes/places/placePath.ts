import { searchForPlaceFilters, type PlaceFilters } from './list/placeFilters.ts';

export const placesHomePath = '/places';
export const placeListPath = (filters: PlaceFilters = {}) => `/places/list${searchForPlaceFilters(filters)}`;
export const placePath = (slug: string) => `/places/${encodeURIComponent(slug)}`;
export const suggestPlacePath = '/places/suggest';
export const suggestPlaceEditPath = (slug: string) => `${placePath(slug)}/suggest-edit`;
