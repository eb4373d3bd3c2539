// Shapes of the REST contract (docs/rest-contract.md) as the gateway reads them.

export type Kind = 'event' | 'experience';

export interface RestCity {
  id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  latitude: number | null;
  longitude: number | null;
  is_default: boolean;
  sort_order: number;
}

export interface RestCategory {
  id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  icon: string;
  kind: Kind;
}

export interface RestAudience {
  id: number;
  slug: string;
  name_en: string;
  name_ar: string;
}

export type RestTag = RestAudience;

export interface RestOrganizer {
  id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  description_en: string | null;
  description_ar: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  logo: string | null;
}

export interface RestLocation {
  latitude: number | null;
  longitude: number | null;
  venue_name_en: string | null;
  venue_name_ar: string | null;
  address_en: string | null;
  address_ar: string | null;
  district_en: string | null;
  district_ar: string | null;
}

export interface RestWorkingHours {
  weekday: number;
  opens: string;
  closes: string;
}

/** An event or an experience: both kinds share one shape. */
export interface RestHappening {
  id: number;
  slug: string;
  kind: Kind;
  name_en: string;
  name_ar: string;
  summary_en: string | null;
  summary_ar: string | null;
  description_en: string | null;
  description_ar: string | null;
  start_date: string;
  end_date: string;
  price: number | null;
  is_free: boolean;
  currency: string;
  image: string | null;
  thumbnail: string | null;
  gallery: string[];
  location: RestLocation | null;
  working_hours: RestWorkingHours[];
  ticket_url: string | null;
  city_id: number | null;
  category_ids: number[];
  audience_ids: number[];
  tags: RestTag[];
  organizer_id: number | null;
  list_ids: number[];
  is_recommended: boolean;
  attendance_count: number;
}

export interface RestHomeList {
  id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  description_en: string | null;
  description_ar: string | null;
  item_type: Kind;
  city_id: number;
  item_count: number;
  items: RestHappening[];
}

export interface RestHomeSlide {
  id: number;
  title_en: string;
  title_ar: string;
  subtitle_en: string | null;
  subtitle_ar: string | null;
  image: string;
  thumbnail: string;
  target: Kind | 'url';
  item_id: number | null;
  url: string | null;
  sort_order: number;
}

/** Offset paging, answered in the Elasticsearch shape. */
export interface SearchPage<T> {
  hits: { total: number; hits: { _id: string; _source: T }[] };
  starting: number;
  per_page: number;
}

export const sourcesOf = <T>(page: SearchPage<T>): T[] => page.hits.hits.map((hit) => hit._source);

/** Page paging (DRF style). */
export interface Paged<T> {
  count: number;
  page: number;
  results: T[];
  next: string | null;
  previous: string | null;
}

/** A DRF page as the `{ count, items }` a relay page source answers. */
export const pageItems = <T>(page: Paged<T>): { count: number; items: T[] } => ({ count: page.count, items: page.results });

export interface Results<T> {
  results: T[];
}

/** A member (docs/rest-contract.md, Members); private fields are filled for the member themself. */
export interface RestUser {
  id: number;
  first_name: string;
  last_name: string;
  username: string | null;
  email: string | null;
  image: string | null;
  language: 'en' | 'ar';
  metropolis: number | null;
  phone_number: string | null;
  phone_number_country_code: string | null;
  phone_number_local: string | null;
  verified: boolean;
  is_email_verified: boolean;
  is_private: boolean;
  is_place_owner: boolean;
  role: string;
  follower_count: number;
  following_count: number;
  ugc_points: number;
  ugc_level: number;
  created_at: string;
}

export interface RestUserStats {
  ugc_points: number;
  ugc_level: number;
  level_name_en: string | null;
  level_name_ar: string | null;
  next_level_points: number | null;
  counts: Record<
    'tip' | 'checkin' | 'tip_vote' | 'rating' | 'photo' | 'photo_vote' | 'up_vote' | 'down_vote' | 'answer' | 'added_places' | 'place_edits',
    number
  >;
}

/** The OAuth2 token endpoint's answer (also the social sign-ins'). */
export interface RestToken {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token: string;
  scope: string;
  created_at: number;
}

export interface RestSocialProviders {
  facebook: boolean;
  apple: boolean;
}

/** A place category with its subcategories (docs/rest-contract.md, Places); place_count is of the asked city. */
export interface RestPlaceSubcategory {
  id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  category_id: number;
}

export interface RestPlaceCategory {
  id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  icon: string;
  sort_order: number;
  place_count: number;
  subcategories: RestPlaceSubcategory[];
}

/** One weekday of a place's hours; minutes count from Sunday 00:00 in Asia/Riyadh. */
export interface RestOpeningDay {
  weekday: number;
  closed: boolean;
  all_day: boolean;
  hours: { opening_time_in_min: number; closing_time_in_min: number; opens: string; closes: string }[];
}

export interface RestPlace {
  id: number;
  share_id: string;
  slug: string;
  name_en: string;
  name_ar: string;
  about_en: string | null;
  about_ar: string | null;
  category_id: number | null;
  subcategory_id: number | null;
  tags: RestTag[];
  features: string[];
  location: Omit<RestLocation, 'venue_name_en' | 'venue_name_ar'> | null;
  city_id: number | null;
  phone: string | null;
  website: string | null;
  social: Record<'facebook' | 'twitter' | 'youtube' | 'instagram', string | null> | null;
  image: string | null;
  thumbnail: string | null;
  opening_hours: RestOpeningDay[];
  owner_id: number | null;
  is_owner: boolean;
  rating_average: number | null;
  rating_count: number;
  tip_count: number;
  photo_count: number;
  checkin_count: number;
  last_checkin_by_me: string | null;
  /** Only when the list was asked with a position. */
  distance_km?: number | null;
  created_at: string;
  updated_at: string;
}

export interface RestCheckIn {
  id: number;
  place: RestPlace;
  created_at: string;
}

export interface RestSuggestion {
  id: number;
  place_id?: number;
  status: string;
  created_at: string;
}
