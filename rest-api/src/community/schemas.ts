// The community objects of the contract: what members write (tips, photos, ratings, attendance, reports) and members
// as others see them.
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { DateTime, Nullable, refTo, StringEnum, Uri } from '../http/typebox.ts';
import { Counts, User } from '../members/schemas.ts';
import type { Relationship } from '../social/schemas.ts';
import { CONTENT_REPORT_REASONS, PLACE_REPORT_REASONS } from './reports.ts';

/** 'article' for tips only: articles take no photos, ratings or attendance. */
const EntityType = () => StringEnum(['event', 'experience', 'place', 'article']);

/** A field the contract keeps for its shape but always answers null (a member's private data, to others). */
const AlwaysNull = () => Type.Unsafe<null>({ type: 'string', nullable: true, enum: [null] });

/** Fields only the member themself gets; null for everyone else. */
const ownOnly = <P extends Record<string, TSchema>>(properties: P) =>
  Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [
      name,
      Nullable({ ...schema, description: 'only for the member themself; null for everyone else' }),
    ]),
  ) as { [K in keyof P]: TUnsafe<Static<P[K]> | null> };

export const PublicUserSummary = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    username: Type.String(),
    image: Nullable(Uri()),
  },
  { description: 'A member as shown next to their tips and photos.' },
);
export type PublicUserSummary = Static<typeof PublicUserSummary>;

export const PublicUser = Type.Object(
  {
    ...User.properties,
    email: AlwaysNull(),
    phone_number: AlwaysNull(),
    phone_number_country_code: AlwaysNull(),
    phone_number_country_alpha_code: AlwaysNull(),
    phone_number_local: AlwaysNull(),
    ...ownOnly({
      pending_followers_count: Type.Integer(),
      pending_followings_count: Type.Integer(),
      blocked_users_count: Type.Integer(),
      is_facebook_user: Type.Boolean(),
      last_login: DateTime(),
    }),
    level_name_en: Type.String(),
    level_name_ar: Type.String(),
    next_level_points: Nullable(Type.Integer()),
    counts: Counts,
    relationship: refTo<typeof Relationship>('Relationship'),
  },
  {
    description:
      'A member as the viewer sees them: no email or phone number; their own counts of requests and blocks, last ' +
      'sign-in and Facebook link only to themself; how the viewer stands with them.',
  },
);
export type PublicUser = Static<typeof PublicUser>;

const post = {
  id: Type.Integer(),
  entity_type: EntityType(),
  entity_id: Type.Integer(),
  user: refTo<typeof PublicUserSummary>('PublicUserSummary'),
};

export const Tip = Type.Object({
  ...post,
  text: Type.String(),
  is_negative: Type.Boolean(),
  up_vote_count: Type.Integer(),
  voted_by_me: Type.Boolean(),
  created_at: DateTime(),
});
export type Tip = Static<typeof Tip>;

export const Photo = Type.Object({
  ...post,
  image: Uri(),
  thumbnail: Uri({ description: 'at most 400 px wide' }),
  caption: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  up_vote_count: Type.Integer(),
  voted_by_me: Type.Boolean(),
  created_at: DateTime(),
});
export type Photo = Static<typeof Photo>;

export const Rating = Type.Object({
  entity_type: EntityType(),
  entity_id: Type.Integer(),
  average: Nullable(Type.Number({ description: 'one decimal' })),
  count: Type.Integer(),
  value: Nullable(Type.Integer({ description: "the bearer's rating" })),
});
export type Rating = Static<typeof Rating>;

export const Attendance = Type.Object({
  entity_type: EntityType(),
  entity_id: Type.Integer(),
  status: Nullable(StringEnum(['want_to_go', 'going'])),
  attendance_count: Type.Integer({ description: 'members going' }),
  want_to_go_count: Type.Integer({ description: 'members who want to go (not counted in attendance_count)' }),
});
export type Attendance = Static<typeof Attendance>;

export const Report = Type.Object({
  id: Type.Integer(),
  target_type: StringEnum(['tip', 'photo', 'place', 'user', 'article']),
  target_id: Type.Integer(),
  reason: StringEnum([...CONTENT_REPORT_REASONS, ...PLACE_REPORT_REASONS]),
  note: Nullable(Type.String()),
  created_at: DateTime(),
});
export type Report = Static<typeof Report>;

export const communitySchemas = { PublicUserSummary, PublicUser, Tip, Photo, Rating, Attendance, Report };
