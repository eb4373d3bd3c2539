// The route table: every upstream path of docs/rest-contract.md, and nothing hard-coded anywhere else.
import type { ReviewableKind } from '../community/types.ts';
import type { Kind } from './types.ts';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;
export type Query = Record<string, QueryValue>;

export interface Route {
  /** Path relative to UPSTREAM_URL, without a leading slash (got's prefixUrl). */
  path: string;
  query?: Query;
}

const api = 'api/v1';
const plural = (kind: Kind) => (kind === 'event' ? 'events' : 'experiences');
const segment = (value: string | number) => encodeURIComponent(String(value));
const reviewable = (kind: ReviewableKind) => (kind === 'place' ? 'places' : plural(kind));
/** A member's tips or photos of one kind: `eventtips`, `experiencephotos`; places have the plain name (`tips`). */
const userListOf = (list: 'tips' | 'photos', kind: ReviewableKind) => (kind === 'place' ? list : `${kind}${list}`);

export const routes = {
  cities: (query?: Query): Route => ({ path: `${api}/cities/`, query }),
  city: (id: number): Route => ({ path: `${api}/cities/${segment(id)}/` }),
  categories: (kind: Kind, query?: Query): Route => ({ path: `${api}/${plural(kind)}/categories/`, query }),
  audiences: (): Route => ({ path: `${api}/audiences/` }),
  tags: (query?: Query): Route => ({ path: `${api}/tags/`, query }),
  organizers: (query?: Query): Route => ({ path: `${api}/organizers/`, query }),
  organizer: (id: number): Route => ({ path: `${api}/organizers/${segment(id)}/` }),

  search: (kind: Kind, query?: Query): Route => ({ path: `${api}/${plural(kind)}/search/`, query }),
  recommended: (kind: Kind, query?: Query): Route => ({ path: `${api}/${plural(kind)}/recommended/`, query }),
  popular: (kind: Kind, query?: Query): Route => ({ path: `${api}/${plural(kind)}/popular/`, query }),
  happeningPages: (kind: Kind, query?: Query): Route => ({ path: `${api}/${plural(kind)}/`, query }),
  happening: (kind: Kind, idOrSlug: number | string): Route => ({ path: `${api}/${plural(kind)}/${segment(idOrSlug)}/` }),
  calendarFile: (kind: Kind, id: number, query?: Query): Route => ({ path: `${api}/${plural(kind)}/${segment(id)}/calendar.ics`, query }),
  /** Name of the search parameter that filters by home list. */
  listIdsParam: (kind: Kind): string => `${kind}_list_ids`,

  homeLists: (query: Query): Route => ({ path: `${api}/home-lists/`, query }),
  homeList: (id: number, query?: Query): Route => ({ path: `${api}/home-lists/${segment(id)}/`, query }),
  homeSlides: (query?: Query): Route => ({ path: `${api}/home-slides/`, query }),
  homeSlide: (id: number): Route => ({ path: `${api}/home-slides/${segment(id)}/` }),
  stats: (): Route => ({ path: `${api}/stats/` }),

  token: (): Route => ({ path: 'oauth/token/' }),
  revokeToken: (): Route => ({ path: 'oauth/revoke/' }),
  register: (): Route => ({ path: `${api}/auth/register/` }),
  verifyEmail: (): Route => ({ path: `${api}/auth/verify-email/` }),
  forgotPassword: (): Route => ({ path: `${api}/auth/forgot-password/` }),
  resetPassword: (): Route => ({ path: `${api}/auth/reset-password/` }),
  socialSignIn: (provider: 'facebook' | 'apple'): Route => ({ path: `${api}/auth/${provider}/` }),
  socialProviders: (): Route => ({ path: `${api}/auth/providers/` }),
  confirmAccountDeletion: (): Route => ({ path: `${api}/auth/confirm-delete/` }),
  me: (): Route => ({ path: `${api}/me/` }),
  meUpdate: (id: number): Route => ({ path: `${api}/me/${segment(id)}/` }),
  meStats: (): Route => ({ path: `${api}/me/stats/` }),
  requestAccountDeletion: (): Route => ({ path: `${api}/me/request-delete/` }),

  placeCategories: (query: Query): Route => ({ path: `${api}/places/categories/`, query }),
  placeTags: (query: Query): Route => ({ path: `${api}/places/tags/`, query }),
  placeSearch: (query: Query): Route => ({ path: `${api}/places/search/`, query }),
  nearbyPlaces: (query: Query): Route => ({ path: `${api}/places/nearby/`, query }),
  place: (idOrSlug: number | string): Route => ({ path: `${api}/places/${segment(idOrSlug)}/` }),
  placeByShareId: (shareId: string): Route => ({ path: `${api}/places/share/${segment(shareId)}/` }),
  checkIn: (placeId: number): Route => ({ path: `${api}/places/${segment(placeId)}/checkin/` }),
  myCheckIns: (query: Query): Route => ({ path: `${api}/me/checkins/`, query }),
  placeSuggestions: (): Route => ({ path: `${api}/places/suggestions/` }),
  placeEditSuggestion: (placeId: number): Route => ({ path: `${api}/places/${segment(placeId)}/suggest-edit/` }),

  // Community (issue 4): tips, photos, votes, ratings, reports and attendance, generic over the reviewable kinds.
  tips: (kind: ReviewableKind, itemId: number, query?: Query): Route => ({ path: `${api}/${reviewable(kind)}/${segment(itemId)}/tips/`, query }),
  /** The first page of many items' tips at once (`entity_ids`, `page_size`), for batch loading. */
  tipsFirstPages: (kind: ReviewableKind, query: Query): Route => ({ path: `${api}/${reviewable(kind)}/tips/`, query }),
  postTip: (kind: ReviewableKind): Route => ({ path: `${api}/${reviewable(kind)}/tips/` }),
  tip: (kind: ReviewableKind, tipId: number): Route => ({ path: `${api}/${reviewable(kind)}/tips/${segment(tipId)}/` }),
  tipVote: (kind: ReviewableKind, tipId: number): Route => ({ path: `${api}/${reviewable(kind)}/tips/${segment(tipId)}/vote/` }),
  tipReport: (kind: ReviewableKind, tipId: number): Route => ({ path: `${api}/${reviewable(kind)}/tips/${segment(tipId)}/report/` }),
  photos: (kind: ReviewableKind, itemId: number, query?: Query): Route => ({ path: `${api}/${reviewable(kind)}/${segment(itemId)}/photos/`, query }),
  photosFirstPages: (kind: ReviewableKind, query: Query): Route => ({ path: `${api}/${reviewable(kind)}/photos/`, query }),
  postPhoto: (kind: ReviewableKind): Route => ({ path: `${api}/${reviewable(kind)}/photos/` }),
  photo: (kind: ReviewableKind, photoId: number): Route => ({ path: `${api}/${reviewable(kind)}/photos/${segment(photoId)}/` }),
  photoVote: (kind: ReviewableKind, photoId: number): Route => ({ path: `${api}/${reviewable(kind)}/photos/${segment(photoId)}/vote/` }),
  photoReport: (kind: ReviewableKind, photoId: number): Route => ({ path: `${api}/${reviewable(kind)}/photos/${segment(photoId)}/report/` }),
  rate: (kind: ReviewableKind, itemId: number): Route => ({ path: `${api}/${reviewable(kind)}/${segment(itemId)}/rate/` }),
  attend: (kind: Kind, itemId: number): Route => ({ path: `${api}/${plural(kind)}/${segment(itemId)}/attend/` }),
  unattend: (kind: Kind, itemId: number): Route => ({ path: `${api}/${plural(kind)}/${segment(itemId)}/unattend/` }),
  placeReport: (placeId: number): Route => ({ path: `${api}/places/${segment(placeId)}/report/` }),
  myRatings: (query: Query): Route => ({ path: `${api}/me/ratings/`, query }),
  myAttendance: (query: Query): Route => ({ path: `${api}/me/attendance/`, query }),
  myTips: (query: Query): Route => ({ path: `${api}/me/tips/`, query }),
  myPhotos: (query: Query): Route => ({ path: `${api}/me/photos/`, query }),
  users: (query: Query): Route => ({ path: `${api}/users/`, query }),
  userTips: (userId: number, kind: ReviewableKind, query?: Query): Route => ({ path: `${api}/users/${segment(userId)}/${userListOf('tips', kind)}/`, query }),
  userPhotos: (userId: number, kind: ReviewableKind, query?: Query): Route => ({ path: `${api}/users/${segment(userId)}/${userListOf('photos', kind)}/`, query }),
  userReport: (userId: number): Route => ({ path: `${api}/users/${segment(userId)}/report/` }),

  health: (): Route => ({ path: 'health/' }),
  /** Media files; `rest` is the already-encoded remainder of the path and query after `/media/`. */
  media: (rest: string): Route => ({ path: `media/${rest}` }),
};

/** `path?query` with parameters in a stable order (it is also the memo key), lists comma-separated. */
export function routeUrl(route: Route): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(route.query ?? {}).sort()) {
    const value = route.query![key];
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  // Commas of id lists stay readable (a literal % is always encoded as %25, so this is lossless).
  const search = params.toString().replace(/%2C/gi, ',');
  return search ? `${route.path}?${search}` : route.path;
}
