// The member objects of the contract (a member's own profile, an OAuth2 session, points and level) and the schema
// pieces the member routes share.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, refTo, StringEnum, Uri } from '../http/typebox.ts';
import type { Detail } from '../http/schemas.ts';
import { COUNT_NAMES, type CountName } from './levels.ts';

export const User = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    username: Type.String(),
    email: Type.String(),
    image: Nullable(Uri()),
    language: StringEnum(['en', 'ar']),
    metropolis: Nullable(Type.Integer({ description: 'city id' })),
    country: StringEnum(['sa']),
    phone_number: Nullable(Type.String({ description: '+9665XXXXXXXX' })),
    phone_number_country_code: StringEnum(['966']),
    phone_number_country_alpha_code: StringEnum(['SA']),
    phone_number_local: Nullable(Type.String({ description: '5XXXXXXXX' })),
    verified: Type.Boolean(),
    is_email_verified: Type.Boolean(),
    is_private: Type.Boolean(),
    is_superuser: Type.Boolean(),
    is_staff: Type.Boolean(),
    is_active: Type.Boolean(),
    is_place_owner: Type.Boolean(),
    is_facebook_user: Type.Boolean({ description: 'a Facebook account is connected (or signed in with)' }),
    role: StringEnum(['member']),
    follower_count: Type.Integer(),
    following_count: Type.Integer(),
    pending_followers_count: Type.Integer(),
    pending_followings_count: Type.Integer(),
    blocked_users_count: Type.Integer(),
    ugc_points: Type.Integer(),
    ugc_level: Type.Integer({ minimum: 1, maximum: 5 }),
    created_at: DateTime(),
    updated_at: DateTime(),
    last_login: Nullable(DateTime()),
  },
  { description: "A member (the signed-in member's own profile, with private fields)." },
);
export type User = Static<typeof User>;

export const Token = Type.Object(
  {
    access_token: Type.String(),
    token_type: StringEnum(['Bearer']),
    expires_in: Type.Integer({ description: 'seconds' }),
    refresh_token: Type.String(),
    scope: Type.String(),
    created_at: Type.Integer({ description: 'epoch seconds' }),
  },
  { description: 'An OAuth2 session; it expires at created_at + expires_in.' },
);
export type Token = Static<typeof Token>;

export const memberSchemas = { User, Token };

/** One count per contribution (tips, photos, ratings...). */
export const Counts = Type.Object(
  Object.fromEntries(COUNT_NAMES.map((name) => [name, Type.Integer()])) as Record<
    CountName,
    ReturnType<typeof Type.Integer>
  >,
);

/** /me/stats/: points, level and contribution counts. */
export const MemberStats = Type.Object({
  ugc_points: Type.Integer(),
  ugc_level: Type.Integer({ minimum: 1, maximum: 5 }),
  level_name_en: Type.String(),
  level_name_ar: Type.String(),
  next_level_points: Nullable(Type.Integer()),
  counts: Counts,
});
export type MemberStats = Static<typeof MemberStats>;

export const detailAnswer = refTo<typeof Detail>('Detail');

export const tokenBody = Type.Object({ token: Type.String() });

export const basicAuth = [{ oauthClient: [] }];
export const bearerAuth = [{ bearer: [] }];
