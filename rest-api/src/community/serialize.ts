// Community rows -> the contract's Tip, Photo, PublicUserSummary and PublicUser shapes.
import type { Urls } from '../http/urls.ts';
import type { Counts } from '../members/levels.ts';
import { standingOf } from '../members/levels.ts';
import * as members from '../members/serialize.ts';
import type { UserRow } from '../members/users.ts';
import { GENERATED_FILE } from './photo-files.ts';
import type { Author, PostRow } from './posts.ts';
import { serializeReport, type ReportRow } from './reports.ts';
import type { Photo, PublicUser, PublicUserSummary, Report, Tip } from './schemas.ts';
import type { Relationship } from '../social/schemas.ts';

export const userSummary = (urls: Urls, author: Author): PublicUserSummary => ({
  id: author.id,
  first_name: author.first_name,
  last_name: author.last_name,
  username: author.username,
  image: author.image ? urls.upload('users', author.image) : null,
});

const post = (urls: Urls, row: PostRow) => ({
  id: row.id,
  entity_type: row.entity_type,
  entity_id: row.entity_id,
  user: userSummary(urls, row.author),
});

export const tip =
  (urls: Urls) =>
  (row: PostRow): Tip => ({
    ...post(urls, row),
    text: row.text!,
    is_negative: row.is_negative!,
    up_vote_count: row.up_vote_count,
    voted_by_me: row.voted_by_me,
    created_at: row.created_at.toISOString(),
  });

export const photo =
  (urls: Urls) =>
  (row: PostRow): Photo => {
    const file = row.file!;
    const thumbnail = row.thumbnail_file ?? null;
    const generated = file === GENERATED_FILE;
    const image = generated ? urls.upload('photos', `seed-${row.id}.svg`) : urls.upload('photos', file);
    return {
      ...post(urls, row),
      image,
      thumbnail: generated ? `${image}?size=thumb` : thumbnail ? urls.upload('photos', thumbnail) : image,
      caption: row.caption!,
      width: row.width!,
      height: row.height!,
      up_vote_count: row.up_vote_count,
      voted_by_me: row.voted_by_me,
      created_at: row.created_at.toISOString(),
    };
  };

/** What only the member themself sees of their account (null to everyone else, as in GraphQL). */
const OWN_FIELDS_HIDDEN = {
  pending_followers_count: null,
  pending_followings_count: null,
  blocked_users_count: null,
  is_facebook_user: null,
  last_login: null,
} as const;

/**
 * A member as the viewer sees them: no email or phone number, plus the level and counts of /me/stats/; their own
 * pending and blocked counts, last sign-in and Facebook link only when the viewer is that member.
 */
export function publicUser(
  urls: Urls,
  row: UserRow,
  counts: Counts,
  relationship: Relationship,
  viewerId: number | null,
): PublicUser {
  const standing = standingOf(counts);
  return {
    ...members.user(urls, row, counts),
    ...(viewerId === row.id ? {} : OWN_FIELDS_HIDDEN),
    email: null,
    phone_number: null,
    phone_number_country_code: null,
    phone_number_country_alpha_code: null,
    phone_number_local: null,
    level_name_en: standing.name.en,
    level_name_ar: standing.name.ar,
    next_level_points: standing.nextLevelPoints,
    counts,
    relationship,
  };
}

/** A stored report. Its reason column is text; the body schema held it to the enum when the report was filed. */
export function report(row: ReportRow): Report {
  const { reason, ...rest } = serializeReport(row);
  return { ...rest, reason: reason as Report['reason'] };
}
