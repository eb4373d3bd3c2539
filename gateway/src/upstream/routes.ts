// The route table: every upstream path of docs/rest-contract.md, and nothing hard-coded anywhere else.
import type { ReviewableKind, TipKind } from '../community/types.ts';
import { kinds, reviewableNames, tipSubjectNames } from '../happenings/kinds.ts';
import { returns, type Returns } from './entities.ts';
import type { Kind } from './types.ts';

/** The member lists of the signed-in member (`/me/{list}/`). */
export type MyMemberList =
  'followers' | 'followings' | 'pending-followers' | 'pending-followings' | 'blocked-users' | 'facebook-friends';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;
export type Query = Record<string, QueryValue>;

/** An upstream call whose answer is an `A`. */
export interface Route<A = unknown> {
  /** Path relative to UPSTREAM_URL, without a leading slash (got's prefixUrl). */
  path: string;
  query?: Query;
  /** What the answer brings: the session hands its items to the loaders of their entity (upstream/entities.ts). */
  returns: Returns<A>;
  /**
   * The answer is read in the request's language only: its GET asks for `texts` in it (docs/rest-contract.md#one-language),
   * and the other language's texts come empty. A read through the reference cache (shared across requests) ignores it.
   */
  oneLanguage?: true;
}

/** Every entry builds a Route, so every entry says what its answer brings. */
export type RouteTable = Record<string, (...args: never[]) => Route<never>>;

const route = <A>(answer: Returns<A>, path: string, query?: Query): Route<A> => ({ path, query, returns: answer });
/** A route of items whose texts the request reads in its own language only (Route.oneLanguage). */
const texts = <A>(answer: Returns<A>, path: string, query?: Query): Route<A> => ({
  ...route(answer, path, query),
  oneLanguage: true,
});

const api = 'api/v1';
const plural = (kind: Kind) => kinds[kind].rest;
const segment = (value: string | number) => encodeURIComponent(String(value));
const reviewable = (kind: ReviewableKind) => reviewableNames[kind].rest;
const tipSubject = (kind: TipKind) => tipSubjectNames[kind].rest;
/** A member's tips or photos of one kind: `eventtips`, `experiencephotos`; places have the plain name (`tips`). */
const userListOf = (list: 'tips' | 'photos', kind: ReviewableKind) => (kind === 'place' ? list : `${kind}${list}`);

export const routes = {
  cities: (query?: Query) => route(returns.nothing, `${api}/cities/`, query),
  city: (id: number) => route(returns.nothing, `${api}/cities/${segment(id)}/`),
  categories: (kind: Kind, query?: Query) => route(returns.nothing, `${api}/${plural(kind)}/categories/`, query),
  /** The categories of both kinds at once (each says its kind): the multi-search's one call for categories. */
  allCategories: (query?: Query) => route(returns.nothing, `${api}/categories/`, query),
  audiences: () => route(returns.nothing, `${api}/audiences/`),
  tags: (query?: Query) => route(returns.tagList, `${api}/tags/`, query),
  organizers: (query?: Query) => route(returns.organizerList, `${api}/organizers/`, query),
  organizer: (id: number) => route(returns.organizer, `${api}/organizers/${segment(id)}/`),

  search: (kind: Kind, query?: Query) => texts(returns.happeningPage, `${api}/${plural(kind)}/search/`, query),
  recommended: (kind: Kind, query?: Query) =>
    texts(returns.happeningPage, `${api}/${plural(kind)}/recommended/`, query),
  popular: (kind: Kind, query?: Query) => texts(returns.happeningPage, `${api}/${plural(kind)}/popular/`, query),
  happeningPages: (kind: Kind, query?: Query) => texts(returns.happeningList, `${api}/${plural(kind)}/`, query),
  happening: (kind: Kind, idOrSlug: number | string) =>
    texts(returns.happening, `${api}/${plural(kind)}/${segment(idOrSlug)}/`),
  calendarFile: (kind: Kind, id: number, query?: Query) =>
    route(returns.nothing, `${api}/${plural(kind)}/${segment(id)}/calendar.ics`, query),

  homeLists: (query: Query) => texts(returns.homeLists, `${api}/home-lists/`, query),
  homeList: (id: number, query?: Query) => texts(returns.homeList, `${api}/home-lists/${segment(id)}/`, query),
  homeSlides: (query?: Query) => texts(returns.nothing, `${api}/home-slides/`, query),
  homeSlide: (id: number) => route(returns.nothing, `${api}/home-slides/${segment(id)}/`),
  stats: () => route(returns.nothing, `${api}/stats/`),

  token: () => route(returns.nothing, 'oauth/token/'),
  revokeToken: () => route(returns.nothing, 'oauth/revoke/'),
  register: () => route(returns.nothing, `${api}/auth/register/`),
  verifyEmail: () => route(returns.nothing, `${api}/auth/verify-email/`),
  forgotPassword: () => route(returns.nothing, `${api}/auth/forgot-password/`),
  resetPassword: () => route(returns.nothing, `${api}/auth/reset-password/`),
  socialSignIn: (provider: 'facebook' | 'apple') => route(returns.nothing, `${api}/auth/${provider}/`),
  socialProviders: () => route(returns.nothing, `${api}/auth/providers/`),
  confirmAccountDeletion: () => route(returns.nothing, `${api}/auth/confirm-delete/`),
  me: () => route(returns.nothing, `${api}/me/`),
  meUpdate: (id: number) => route(returns.nothing, `${api}/me/${segment(id)}/`),
  meStats: () => route(returns.nothing, `${api}/me/stats/`),
  requestAccountDeletion: () => route(returns.nothing, `${api}/me/request-delete/`),

  placeCategories: (query: Query) => route(returns.nothing, `${api}/places/categories/`, query),
  placeTags: (query: Query) => route(returns.nothing, `${api}/places/tags/`, query),
  placeSearch: (query: Query) => texts(returns.placePage, `${api}/places/search/`, query),
  nearbyPlaces: (query: Query) => texts(returns.placeList, `${api}/places/nearby/`, query),
  place: (idOrSlug: number | string) => texts(returns.place, `${api}/places/${segment(idOrSlug)}/`),
  placeByShareId: (shareId: string) => texts(returns.place, `${api}/places/share/${segment(shareId)}/`),
  checkIn: (placeId: number) => route(returns.checkIn, `${api}/places/${segment(placeId)}/checkin/`),
  myCheckIns: (query: Query) => route(returns.checkIns, `${api}/me/checkins/`, query),
  placeSuggestions: () => route(returns.nothing, `${api}/places/suggestions/`),
  /** Sent as a PATCH (the older POST is still answered; docs/favourites.md). */
  placeEditSuggestion: (placeId: number) => route(returns.nothing, `${api}/places/${segment(placeId)}/suggest-edit/`),

  // Community: tips, photos, votes, ratings, reports and attendance, generic over the reviewable kinds.
  tips: (kind: TipKind, itemId: number, query?: Query) =>
    route(returns.nothing, `${api}/${tipSubject(kind)}/${segment(itemId)}/tips/`, query),
  /** The first page of many items' tips at once (`entity_ids`, `page_size`), for batch loading. */
  tipsFirstPages: (kind: TipKind, query: Query) => route(returns.nothing, `${api}/${tipSubject(kind)}/tips/`, query),
  postTip: (kind: TipKind) => route(returns.nothing, `${api}/${tipSubject(kind)}/tips/`),
  tip: (kind: TipKind, tipId: number) => route(returns.nothing, `${api}/${tipSubject(kind)}/tips/${segment(tipId)}/`),
  tipVote: (kind: TipKind, tipId: number) =>
    route(returns.nothing, `${api}/${tipSubject(kind)}/tips/${segment(tipId)}/vote/`),
  tipReport: (kind: TipKind, tipId: number) =>
    route(returns.nothing, `${api}/${tipSubject(kind)}/tips/${segment(tipId)}/report/`),
  photos: (kind: ReviewableKind, itemId: number, query?: Query) =>
    route(returns.nothing, `${api}/${reviewable(kind)}/${segment(itemId)}/photos/`, query),
  photosFirstPages: (kind: ReviewableKind, query: Query) =>
    route(returns.nothing, `${api}/${reviewable(kind)}/photos/`, query),
  postPhoto: (kind: ReviewableKind) => route(returns.nothing, `${api}/${reviewable(kind)}/photos/`),
  photo: (kind: ReviewableKind, photoId: number) =>
    route(returns.nothing, `${api}/${reviewable(kind)}/photos/${segment(photoId)}/`),
  photoVote: (kind: ReviewableKind, photoId: number) =>
    route(returns.nothing, `${api}/${reviewable(kind)}/photos/${segment(photoId)}/vote/`),
  photoReport: (kind: ReviewableKind, photoId: number) =>
    route(returns.nothing, `${api}/${reviewable(kind)}/photos/${segment(photoId)}/report/`),
  rate: (kind: ReviewableKind, itemId: number) =>
    route(returns.nothing, `${api}/${reviewable(kind)}/${segment(itemId)}/rate/`),
  attend: (kind: Kind, itemId: number) => route(returns.nothing, `${api}/${plural(kind)}/${segment(itemId)}/attend/`),
  unattend: (kind: Kind, itemId: number) =>
    route(returns.nothing, `${api}/${plural(kind)}/${segment(itemId)}/unattend/`),
  placeReport: (placeId: number) => route(returns.nothing, `${api}/places/${segment(placeId)}/report/`),
  myRatings: (query: Query) => route(returns.nothing, `${api}/me/ratings/`, query),
  myAttendance: (query: Query) => route(returns.nothing, `${api}/me/attendance/`, query),
  myTips: (query: Query) => route(returns.nothing, `${api}/me/tips/`, query),
  myPhotos: (query: Query) => route(returns.nothing, `${api}/me/photos/`, query),
  users: (query: Query) => route(returns.users, `${api}/users/`, query),
  userTips: (userId: number, kind: ReviewableKind, query?: Query) =>
    route(returns.nothing, `${api}/users/${segment(userId)}/${userListOf('tips', kind)}/`, query),
  userPhotos: (userId: number, kind: ReviewableKind, query?: Query) =>
    route(returns.nothing, `${api}/users/${segment(userId)}/${userListOf('photos', kind)}/`, query),
  userReport: (userId: number) => route(returns.nothing, `${api}/users/${segment(userId)}/report/`),

  // Favourites, orders and event suggestions.
  favouriteLists: (query: Query) => route(returns.nothing, `${api}/favourites/`, query),
  favouriteList: (id: number) => route(returns.nothing, `${api}/favourites/${segment(id)}/`),
  sharedFavouriteList: (shareId: string) => route(returns.nothing, `${api}/favourites/share/${segment(shareId)}/`),
  createFavouriteList: () => route(returns.nothing, `${api}/favourites/`),
  toggleFavourites: () => route(returns.nothing, `${api}/favourites/toggle/`),
  myOrders: (query: Query) => route(returns.nothing, `${api}/me/orders/`, query),
  myOrder: (id: number) => route(returns.nothing, `${api}/me/orders/${segment(id)}/`),
  happeningSuggestions: (kind: Kind) => route(returns.nothing, `${api}/${plural(kind)}/suggestions/`),
  // Social: follows, requests, blocks, member lists and members by username.
  follow: () => route(returns.user, `${api}/follows/`),
  unfollow: (userId: number) => route(returns.user, `${api}/follows/${segment(userId)}/`),
  acceptFollowRequest: (userId: number) =>
    route(returns.user, `${api}/me/pending-followers/${segment(userId)}/accept/`),
  rejectFollowRequest: (userId: number) => route(returns.user, `${api}/me/pending-followers/${segment(userId)}/`),
  block: (userId: number) => route(returns.user, `${api}/users/${segment(userId)}/block/`),
  unblock: (userId: number) => route(returns.user, `${api}/users/${segment(userId)}/unblock/`),
  removeFollower: (userId: number) => route(returns.user, `${api}/me/followers/${segment(userId)}/`),
  /** POST connects a Facebook account, DELETE disconnects it. */
  facebookConnection: () => route(returns.nothing, `${api}/me/facebook/`),
  myMemberList: (list: MyMemberList, query: Query) => route(returns.userList, `${api}/me/${list}/`, query),
  userMemberList: (userId: number, list: 'followers' | 'followings', query: Query) =>
    route(returns.userList, `${api}/users/${segment(userId)}/${list}/`, query),
  userByUsername: (username: string) => route(returns.user, `${api}/users/username/${segment(username)}/`),
  // Articles, curated lists and discover.
  articleSearch: (query: Query) => texts(returns.articlePage, `${api}/articles/search/`, query),
  articleSources: (query: Query) => route(returns.nothing, `${api}/articles/sources/`, query),
  articleTags: (query: Query) => route(returns.nothing, `${api}/articles/tags/`, query),
  article: (idOrSlug: number | string) => texts(returns.article, `${api}/articles/${segment(idOrSlug)}/`),
  articleByShareId: (shareId: string) => texts(returns.article, `${api}/articles/share/${segment(shareId)}/`),
  articleBody: (id: number, query?: Query) => route(returns.nothing, `${api}/articles/${segment(id)}/body/`, query),
  articleReport: (id: number) => route(returns.nothing, `${api}/articles/${segment(id)}/report/`),
  curatedLists: (query: Query) => texts(returns.curatedListPage, `${api}/curated-lists/`, query),
  curatedList: (idOrSlug: number | string) => texts(returns.curatedList, `${api}/curated-lists/${segment(idOrSlug)}/`),
  curatedListByShareId: (shareId: string) =>
    texts(returns.curatedList, `${api}/curated-lists/share/${segment(shareId)}/`),
  curatedListItems: (id: number, query: Query) =>
    route(returns.nothing, `${api}/curated-lists/${segment(id)}/items/`, query),
  discoverNear: (query: Query) => texts(returns.nothing, `${api}/discover/home/`, query),
  discoverInCity: (query: Query) => texts(returns.nothing, `${api}/discover/`, query),

  health: () => route(returns.nothing, 'health/'),
  /** Media files; `rest` is the already-encoded remainder of the path and query after `/media/`. */
  media: (rest: string) => route(returns.nothing, `media/${rest}`),

  // info
  infoPage: (url: string) => route(returns.nothing, `${api}/info-pages/`, { url }),
  siteFacts: () => route(returns.nothing, `${api}/info-pages/facts/`),
  floatingPopups: (pageUrl: string) => route(returns.nothing, `${api}/floating-popups/`, { page_url: pageUrl }),
  siteSettings: () => route(returns.nothing, `${api}/settings/`),
  contactMessages: () => route(returns.nothing, `${api}/contact-messages/`),
  pushSubscriptions: () => route(returns.nothing, `${api}/push-subscriptions/`),
} satisfies RouteTable;

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
