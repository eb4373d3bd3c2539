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
    counts: { tip: 12, checkin: 20, rating: 15, photo: 8, up_vote: 30, answer: 4 },
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
    counts: { tip: 3, checkin: 5, rating: 6, photo: 1 },
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
