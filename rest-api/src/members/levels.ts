// Contribution points and levels. Points are a weighted sum of the member's counts; a level starts at its threshold.
import type { Bilingual } from '../seed/types.ts';

export const COUNT_NAMES = [
  'tip',
  'checkin',
  'tip_vote',
  'rating',
  'photo',
  'photo_vote',
  'up_vote',
  'down_vote',
  'answer',
  'added_places',
  'place_edits',
] as const;
export type CountName = (typeof COUNT_NAMES)[number];
export type Counts = Record<CountName, number>;

const WEIGHTS: Counts = {
  tip: 5,
  checkin: 2,
  tip_vote: 1,
  rating: 2,
  photo: 5,
  photo_vote: 1,
  up_vote: 1,
  down_vote: 0,
  answer: 3,
  added_places: 10,
  place_edits: 3,
};

export const LEVELS: { threshold: number; name: Bilingual }[] = [
  { threshold: 0, name: { en: 'Newcomer', ar: 'وافد جديد' } },
  { threshold: 50, name: { en: 'Explorer', ar: 'مستكشف' } },
  { threshold: 150, name: { en: 'Local Guide', ar: 'دليل محلي' } },
  { threshold: 400, name: { en: 'Expert', ar: 'خبير' } },
  { threshold: 1000, name: { en: 'Ambassador', ar: 'سفير' } },
];

export const pointsOf = (counts: Counts) => COUNT_NAMES.reduce((sum, name) => sum + counts[name] * WEIGHTS[name], 0);

export interface Standing {
  points: number;
  /** 1-5 */
  level: number;
  name: Bilingual;
  /** points at which the next level starts; null at the top */
  nextLevelPoints: number | null;
}

export function standingOf(counts: Counts): Standing {
  const points = pointsOf(counts);
  const index = LEVELS.findLastIndex((level) => points >= level.threshold);
  return {
    points,
    level: index + 1,
    name: LEVELS[index].name,
    nextLevelPoints: index + 1 < LEVELS.length ? LEVELS[index + 1].threshold : null,
  };
}
