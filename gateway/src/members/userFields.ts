// The User type (a member's profile) and its counts, read from a Member (profile plus lazy stats).
import type { GatewayContext } from '../graphql/context.ts';
import { image, nodeFields } from '../graphql/fields.ts';
import type { RestUserStats } from '../upstream/types.ts';
import { localized } from '../viewer/locale.ts';
import type { Member } from './account.ts';

const fullName = (member: Member) => `${member.first_name} ${member.last_name}`.trim();
const nonEmpty = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);

const countFields: Record<string, keyof RestUserStats['counts']> = {
  tips: 'tip',
  checkins: 'checkin',
  tipVotes: 'tip_vote',
  ratings: 'rating',
  photos: 'photo',
  photoVotes: 'photo_vote',
  upVotes: 'up_vote',
  downVotes: 'down_vote',
  answers: 'answer',
  addedPlaces: 'added_places',
  placeEdits: 'place_edits',
};

export const userResolvers = {
  User: {
    ...nodeFields('User'),
    firstName: (member: Member) => member.first_name,
    lastName: (member: Member) => member.last_name,
    fullName,
    username: (member: Member) => nonEmpty(member.username),
    email: (member: Member) => nonEmpty(member.email),
    image: (member: Member, _: unknown, context: GatewayContext) =>
      image(member.image, null, fullName(member), context),
    language: (member: Member) => (member.language === 'ar' ? 'ar' : 'en'),
    city: (member: Member, _: unknown, context: GatewayContext) =>
      member.metropolis === null ? null : context.loaders.reference.city(member.metropolis),
    phoneNumber: (member: Member) => nonEmpty(member.phone_number_local),
    phoneCountryCode: (member: Member) =>
      nonEmpty(member.phone_number_local) ? member.phone_number_country_code : null,
    isPrivate: (member: Member) => member.is_private,
    isEmailVerified: (member: Member) => member.is_email_verified,
    verified: (member: Member) => member.verified,
    isPlaceOwner: (member: Member) => member.is_place_owner,
    role: (member: Member) => member.role,
    followerCount: (member: Member) => member.follower_count,
    followingCount: (member: Member) => member.following_count,
    points: (member: Member) => member.ugc_points,
    level: (member: Member) => member.ugc_level,
    levelName: async (member: Member, _: unknown, context: GatewayContext) =>
      localized(await member.stats(), 'level_name', context.locale),
    nextLevelPoints: async (member: Member) => (await member.stats()).next_level_points,
    counts: (member: Member) => member.stats().then((stats) => stats.counts),
    createdAt: (member: Member) => member.created_at,
  },
  UserCounts: Object.fromEntries(
    Object.entries(countFields).map(([field, key]) => [field, (counts: RestUserStats['counts']) => counts[key] ?? 0]),
  ),
};
