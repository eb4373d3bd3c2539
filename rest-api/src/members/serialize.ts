// A member row -> the contract's `User` and stats shapes.
import type { Urls } from '../http/urls.ts';
import { standingOf, type Counts } from './levels.ts';
import { COUNTRY, internationalNumber } from './phone.ts';
import type { MemberStats, User } from './schemas.ts';
import type { UserRow } from './users.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function user(urls: Urls, row: UserRow, counts: Counts): User {
  const standing = standingOf(counts);
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    email: row.email,
    image: row.image ? urls.upload('users', row.image) : null,
    language: row.language,
    metropolis: row.metropolisId,
    country: COUNTRY.code,
    phone_number: row.phoneLocal ? internationalNumber(row.phoneLocal) : null,
    phone_number_country_code: COUNTRY.dialCode,
    phone_number_country_alpha_code: COUNTRY.alphaCode,
    phone_number_local: row.phoneLocal,
    verified: row.verified,
    is_email_verified: row.isEmailVerified,
    is_private: row.isPrivate,
    is_superuser: row.isSuperuser,
    is_staff: row.isStaff,
    is_active: row.isActive,
    is_place_owner: row.isPlaceOwner,
    is_facebook_user: row.facebookUserId !== null,
    role: 'member',
    follower_count: row.followerCount,
    following_count: row.followingCount,
    pending_followers_count: row.pendingFollowersCount,
    pending_followings_count: row.pendingFollowingsCount,
    blocked_users_count: row.blockedUsersCount,
    ugc_points: standing.points,
    ugc_level: standing.level,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_login: iso(row.lastLogin),
  };
}

export function stats(counts: Counts): MemberStats {
  const standing = standingOf(counts);
  return {
    ugc_points: standing.points,
    ugc_level: standing.level,
    level_name_en: standing.name.en,
    level_name_ar: standing.name.ar,
    next_level_points: standing.nextLevelPoints,
    counts,
  };
}
