// The curated home lists of each city and which upcoming items belong to them.
import type { Bilingual, HappeningKind, SeedCity, SeedHappening, SeedHomeList } from '../types.ts';
import { fill } from './text.ts';

const MAX_ITEMS = 10;

interface ListRule {
  key: string;
  kind: HappeningKind;
  name: Bilingual;
  description: Bilingual;
  matches: (item: SeedHappening) => boolean;
  /** the order in which matching upcoming items are picked; soonest first by default */
  rank?: (a: SeedHappening, b: SeedHappening) => number;
}

const RULES: ListRule[] = [
  {
    key: 'dont-miss',
    kind: 'event',
    name: { en: "Don't miss in {city}", ar: 'لا تفوّت في {city}' },
    description: {
      en: 'The most talked-about upcoming events in {city}.',
      ar: 'أكثر الفعاليات القادمة إقبالًا في {city}.',
    },
    matches: () => true,
    rank: (a, b) => b.attendanceCount - a.attendanceCount,
  },
  {
    key: 'family-favourites',
    kind: 'event',
    name: { en: 'Family favourites', ar: 'مفضلات العائلة' },
    description: {
      en: 'Events the whole family can enjoy together.',
      ar: 'فعاليات يستمتع بها جميع أفراد العائلة معًا.',
    },
    matches: (item) => item.audienceSlugs.includes('families') || item.audienceSlugs.includes('kids'),
  },
  {
    key: 'free-to-attend',
    kind: 'event',
    name: { en: 'Free to attend', ar: 'فعاليات مجانية' },
    description: {
      en: 'Great days and nights out in {city} that cost nothing.',
      ar: 'أوقات ممتعة في {city} دون أن تدفع شيئًا.',
    },
    matches: (item) => item.price === null,
  },
  {
    key: 'outdoor-adventures',
    kind: 'experience',
    name: { en: 'Outdoor adventures', ar: 'مغامرات في الهواء الطلق' },
    description: {
      en: 'Get outside with the best experiences in and around {city}.',
      ar: 'انطلق إلى الطبيعة مع أفضل التجارب في {city} وما حولها.',
    },
    matches: (item) => item.tagSlugs.includes('outdoor'),
  },
];

const soonest = (a: SeedHappening, b: SeedHappening) => a.startDate.getTime() - b.startDate.getTime();

export interface CityLists {
  lists: SeedHomeList[];
  /** the same happenings with listSlugs filled in */
  happenings: SeedHappening[];
}

export function buildHomeLists(city: SeedCity, happenings: SeedHappening[], now: Date): CityLists {
  const members = new Map<SeedHappening, string[]>();
  const lists = RULES.map((rule, index): SeedHomeList => {
    const slug = `${city.slug}-${rule.key}`;
    happenings
      .filter(
        (item) => item.citySlug === city.slug && item.kind === rule.kind && item.endDate > now && rule.matches(item),
      )
      .sort(rule.rank ?? soonest)
      .slice(0, MAX_ITEMS)
      .forEach((item) => members.set(item, [...(members.get(item) ?? []), slug]));
    return {
      slug,
      citySlug: city.slug,
      kind: rule.kind,
      sortOrder: index + 1,
      name: fill(rule.name, { city: city.name }),
      description: fill(rule.description, { city: city.name }),
    };
  });
  return {
    lists,
    happenings: happenings.map((item) => (members.has(item) ? { ...item, listSlugs: members.get(item) ?? [] } : item)),
  };
}
