// The texts of the REST API's error bodies (and of its few `detail` notices), in English only: a plain default for
// clients that do not translate. Each text has a stable code, its key here, which the body carries beside it with
// the text's parameters; the gateway words codes in the viewer's language from translations/server/ (see
// docs/rest-contract.md, "Errors"). A code, once answered, keeps its meaning: clients look it up.

const catalog = {
  not_found: 'Not found.',
  no_credentials: 'Authentication credentials were not provided.',
  invalid_client_key: 'Invalid client key.',
  invalid_token: 'Invalid token.',
  server_error: 'Internal server error.',
  required: 'This field is required.',
  max_value: 'Ensure this value is less than or equal to {limit}.',
  min_value: 'Ensure this value is greater than or equal to {limit}.',
  max_length: 'Ensure this field has no more than {limit} characters.',
  invalid_integer: 'A valid integer is required.',
  invalid_number: 'A valid number is required.',
  invalid_boolean: 'Must be a valid boolean.',
  invalid_string: 'Not a valid string.',
  invalid_object: 'Expected a dictionary of items.',
  invalid_choice: '"{input}" is not a valid choice.',
  invalid_id_list: 'Enter a comma-separated list of whole numbers.',
  invalid: 'Invalid value.',
  parse_error: 'JSON parse error.',
  text_unstorable: 'This text has characters that cannot be stored (a null character or broken Unicode).',
  // Members
  token_expired: 'Token has expired.',
  not_signed_in: 'You can not proceed without being signed in',
  permission_denied: 'You do not have permission to perform this action.',
  client_auth_failed: 'Client authentication failed.',
  invalid_credentials: 'Invalid credentials given.',
  blank: 'This field may not be blank.',
  name_length: 'Ensure this field has between {min} and {max} characters.',
  email_invalid: 'Email address is invalid',
  email_taken: 'A user with this email already exists.',
  username_invalid: 'Enter a valid username: 3 to 30 letters, digits, dots or underscores.',
  username_taken: 'A user with that username already exists.',
  password_too_short: 'This password is too short. It must contain at least 8 characters.',
  password_uppercase: 'This password must contain at least one uppercase letter.',
  password_lowercase: 'This password must contain at least one lowercase letter.',
  password_letter: 'This password must contain at least one English letter.',
  password_digit: 'This password must contain at least one number.',
  phone_invalid: 'Phone number is incorrect',
  city_unknown: 'Invalid pk "{input}" - object does not exist.',
  token_invalid: 'Invalid or expired token.',
  image_invalid: 'Upload a valid image: JPEG, PNG or WebP.',
  image_too_large: 'The image must be at most 5 MB.',
  email_verified: 'Email verified.',
  reset_sent: 'If an account uses this email, a link to reset the password is on its way.',
  password_reset: 'Your password has been reset.',
  delete_requested: 'We sent you an email with a link to delete your account.',
  account_deleted: 'Your account has been deleted.',
  facebook_not_configured: 'Facebook sign-in is not configured.',
  apple_not_configured: 'Apple sign-in is not configured.',
  social_token_invalid: 'The sign-in could not be verified with the provider.',
  // Community
  profile_private: 'This profile is private.',
  report_self: 'You cannot report yourself.',
  max_items: 'Ensure this field has no more than {limit} elements.',
  // Places
  checkin_too_soon: 'You have already checked in here within the last hour.',
  suggest_one_change: 'Suggest at least one change.',
  url_invalid: 'Enter a valid URL.',
  time_invalid: 'Enter a valid time (HH:mm).',
  hours_invalid: 'Enter a list of at most 7 days.',
  weekday_repeated: 'Each weekday can appear only once.',
  photos_too_many: 'Upload at most {limit} photos.',
  subcategory_mismatch: 'The subcategory must belong to the chosen category.',
  position_required: 'Ordering by distance needs a position.',
  position_invalid: 'Enter a position as "latitude,longitude".',
  bounds_invalid: 'Enter bounds as "south,west,north,east".',
  bad_request: 'The request could not be processed.',
  // Favourites, orders and event suggestions
  unique_set: 'The fields user, name must make a unique set.',
  finish_before_start: 'The finish date must be after the start date.',
  datetime_invalid: 'Enter a valid date and time.',
  // Social
  follow_self: 'You cannot follow yourself.',
  already_following: 'You already follow this member.',
  already_requested: 'You have already asked to follow this member.',
  not_following: 'You do not follow this member.',
  follow_request_missing: 'There is no follow request from this member.',
  not_a_follower: 'This member does not follow you.',
  block_self: 'You cannot block yourself.',
  already_blocked: 'You have already blocked this member.',
  not_blocked: 'You have not blocked this member.',
  member_blocked: 'You cannot do this: one of you has blocked the other.',
  facebook_taken: 'This Facebook account is already connected to another member.',
  facebook_not_connected: 'Your account is not connected to Facebook.',
  facebook_unreachable: 'Facebook could not be reached. Try again later.',
  // Articles and curated lists
  seed_invalid: 'Enter a random seed: 1 to 64 letters, digits or dashes.',
  // Abuse
  sign_in_throttled: 'Too many failed sign-in attempts. Try again in {minutes} min.',
  writes_throttled: 'Too many changes in a short time. Try again in {seconds} s.',
} satisfies Record<string, string>;

export type MessageKey = keyof typeof catalog;

/** Every code the API can answer (their texts in translations/server/ are checked against this list). */
export const messageKeys = Object.keys(catalog) as MessageKey[];

export type MessageParams = Record<string, string | number>;

/** One message of an error body: its code with its parameters, and its English text. */
export interface Message {
  readonly code: MessageKey;
  readonly params: MessageParams;
  readonly text: string;
}

export function message(code: MessageKey, params: MessageParams = {}): Message {
  const fill = (whole: string, name: string) => (name in params ? String(params[name]) : whole);
  const text = catalog[code].replace(/\{(\w+)\}/g, fill);
  return { code, params, text };
}

/** The code and parameters of a message as a body carries them: `{ code: 'max_length', limit: 30 }`. */
export const codeOf = (entry: Message): Record<string, string | number> => ({ ...entry.params, code: entry.code });

/** A `{ detail, code }` body: an error or notice with one message. */
export const detailBody = (code: MessageKey): { detail: string; code: MessageKey } => ({
  detail: message(code).text,
  code,
});
