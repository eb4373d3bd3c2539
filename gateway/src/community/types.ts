// Shapes of the REST contract's Community section (docs/rest-contract.md) as the gateway reads them.
import type { Kind, RestUser, RestUserStats } from '../upstream/types.ts';

/** What members review: the `entity_type` of tips, photos, ratings and votes. */
export type ReviewableKind = Kind | 'place';

export const reviewableKinds: readonly ReviewableKind[] = ['event', 'experience', 'place'];

/** The counts every reviewable item (event, experience, place) carries; all viewer-independent. */
export interface RestReviewable {
  id: number;
  tip_count?: number;
  photo_count?: number;
  rating_average?: number | null;
  rating_count?: number;
}

export interface RestUserSummary {
  id: number;
  first_name: string;
  last_name: string;
  username: string | null;
  image: string | null;
}

interface RestContribution {
  id: number;
  entity_type: ReviewableKind;
  entity_id: number;
  user: RestUserSummary;
  up_vote_count: number;
  voted_by_me: boolean;
  created_at: string;
}

export interface RestTip extends RestContribution {
  text: string;
  is_negative: boolean;
}

export interface RestPhoto extends RestContribution {
  image: string;
  thumbnail: string;
  caption: string | null;
  width: number | null;
  height: number | null;
}

export interface RestRating {
  entity_type: ReviewableKind;
  entity_id: number;
  average: number | null;
  count: number;
  value: number | null;
}

export type RestAttendanceStatus = 'want_to_go' | 'going';

export interface RestAttendance {
  entity_type: Kind;
  entity_id: number;
  status: RestAttendanceStatus | null;
  attendance_count: number;
}

/** Another member's profile: the User object without private fields, plus what /me/stats/ gives. */
export type RestPublicUser = RestUser & Omit<RestUserStats, 'ugc_points' | 'ugc_level'>;

export interface RestReport {
  id: number;
  target_type: 'tip' | 'photo' | 'place' | 'user' | 'article';
  target_id: number;
  reason: string;
  note: string | null;
  created_at: string;
}
