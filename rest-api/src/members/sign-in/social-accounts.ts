// The member behind a verified social profile: the one already linked, else the one with the same verified email
// (then linked), else a new member without a password.
import type { Db } from '../../db/connect.ts';
import type { Lang } from '../../http/language.ts';
import type { SocialProfile } from './providers.ts';
import { createUser, findUserBy, findUserByEmail, updateUser, type UserRow } from '../users.ts';
import { NAME_LENGTH, normalizeEmail } from '../validation.ts';

const column = (provider: SocialProfile['provider']) => (provider === 'facebook' ? 'facebookUserId' : 'appleUserId');

/** A provider's name cut to the profile's limits; a placeholder when it gives none. */
const fitName = (name: string | null, fallback: string) => {
  const trimmed = [...(name ?? '').trim()].slice(0, NAME_LENGTH.max).join('');
  return trimmed.length >= NAME_LENGTH.min ? trimmed : fallback;
};

export async function memberForSocialProfile(
  db: Db,
  profile: SocialProfile,
  language: Lang,
  now: Date,
): Promise<UserRow | 'email_required' | 'email_taken'> {
  const linked = await findUserBy(db, column(profile.provider), profile.id);
  if (linked) return linked;
  if (!profile.email) return 'email_required';
  const email = normalizeEmail(profile.email);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    // Linking on an unverified provider email would let anyone claim an account by its address.
    if (!profile.emailVerified) return 'email_taken';
    return updateUser(db, existing.id, {
      [column(profile.provider)]: profile.id,
      isEmailVerified: true,
      updatedAt: now,
    });
  }
  return createUser(db, {
    email,
    passwordHash: null,
    firstName: fitName(profile.firstName, 'Dalil'),
    lastName: fitName(profile.lastName, 'Member'),
    language,
    isEmailVerified: profile.emailVerified,
    [column(profile.provider)]: profile.id,
    createdAt: now,
    updatedAt: now,
  });
}
