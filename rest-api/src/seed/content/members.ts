// Members a new developer can sign in with at once (all with the password Dalil2026!). Omar's profile is private.
import type { SeedMember } from '../types.ts';

export const SEED_MEMBER_PASSWORD = 'Dalil2026!';

export const members: SeedMember[] = [
  {
    email: 'sara@example.com',
    password: SEED_MEMBER_PASSWORD,
    firstName: 'Sara',
    lastName: 'Alharbi',
    username: 'sara',
    language: 'en',
    citySlug: 'jeddah',
    phoneLocal: '501234567',
    isPrivate: false,
    isEmailVerified: true,
    // Only what has no rows of its own: tips, photos, ratings, votes and check-ins are counted from the seeded rows.
    counts: { answer: 4 },
  },
  {
    email: 'omar@example.com',
    password: SEED_MEMBER_PASSWORD,
    firstName: 'عمر',
    lastName: 'القحطاني',
    username: 'omar',
    language: 'ar',
    citySlug: 'riyadh',
    phoneLocal: null,
    isPrivate: true,
    isEmailVerified: true,
    counts: {},
  },
  {
    email: 'lina@example.com',
    password: SEED_MEMBER_PASSWORD,
    firstName: 'Lina',
    lastName: 'Fakhoury',
    username: 'lina',
    language: 'en',
    citySlug: null,
    phoneLocal: null,
    isPrivate: false,
    isEmailVerified: false,
    counts: {},
  },
];
