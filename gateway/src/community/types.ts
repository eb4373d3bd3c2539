// Shapes of the REST contract's Community section as the gateway reads them (generated, see upstream/types.ts).
import type { components } from '../upstream/__generated__/restApi.ts';
import type { RestHappening, RestPlace } from '../upstream/types.ts';

type Schemas = components['schemas'];

/** What members write tips about: the `entity_type` of tips (articles take tips only). */
export type TipKind = Schemas['Tip']['entity_type'];

/** What members review: the `entity_type` of photos, ratings and votes (and of tips). */
export type ReviewableKind = Exclude<TipKind, 'article'>;

export const reviewableKinds: readonly ReviewableKind[] = ['event', 'experience', 'place'];

/** The order gives the kind digit of tip and photo global ids (community/ids.ts): append only. */
export const tipKinds: readonly TipKind[] = [...reviewableKinds, 'article'];

/**
 * The counts every reviewable item (event, experience, place) carries: ratings are everyone's, tips and photos the
 * viewer's (as the item's lists count them for the same caller).
 */
export type RestReviewable = Pick<
  RestHappening & RestPlace,
  'id' | 'tip_count' | 'photo_count' | 'rating_average' | 'rating_count'
>;

export type RestUserSummary = Schemas['PublicUserSummary'];
export type RestTip = Schemas['Tip'];
export type RestPhoto = Schemas['Photo'];
export type RestRating = Schemas['Rating'];
export type RestAttendance = Schemas['Attendance'];
export type RestAttendanceStatus = NonNullable<RestAttendance['status']>;
export type { RestPublicUser } from '../upstream/types.ts';
export type RestReport = Schemas['Report'];
