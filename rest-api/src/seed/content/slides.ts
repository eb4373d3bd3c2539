// The five home-carousel slides of a city: upcoming recommended items, and one link to the experiences page.
import type { HappeningKind, SeedCategory, SeedCity, SeedHappening, SeedSlide } from '../types.ts';
import { fill } from './text.ts';

const EVENT_SLIDES = 3;

function upcomingRecommended(items: SeedHappening[], kind: HappeningKind, now: Date): SeedHappening[] {
  return items
    .filter((item) => item.kind === kind && item.isRecommended && item.endDate > now)
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
}

function itemSlide(city: SeedCity, item: SeedHappening): Omit<SeedSlide, 'sortOrder'> {
  return {
    citySlug: city.slug,
    title: item.name,
    subtitle: item.summary,
    target: item.kind,
    itemSlug: item.slug,
    url: null,
  };
}

/** Two experience categories the city actually offers, for the subtitle of the link slide. */
function experienceHighlights(cityItems: SeedHappening[], categories: SeedCategory[]): [SeedCategory, SeedCategory] {
  const used = categories.filter(
    (category) =>
      category.kind === 'experience' && cityItems.some((item) => item.categorySlugs.includes(category.slug)),
  );
  if (used.length < 2) throw new Error('a city needs experiences in at least two categories');
  return [used[0], used[used.length - 1]];
}

export function buildSlides(
  city: SeedCity,
  happenings: SeedHappening[],
  categories: SeedCategory[],
  now: Date,
): SeedSlide[] {
  const cityItems = happenings.filter((item) => item.citySlug === city.slug);
  const events = upcomingRecommended(cityItems, 'event', now).slice(0, EVENT_SLIDES);
  const [experience] = upcomingRecommended(cityItems, 'experience', now);
  if (events.length < EVENT_SLIDES || !experience)
    throw new Error(`${city.slug}: not enough recommended items for slides`);
  const [first, last] = experienceHighlights(cityItems, categories);
  const lower = { en: (text: string) => text.toLowerCase(), ar: (text: string) => text };
  const linkSlide: Omit<SeedSlide, 'sortOrder'> = {
    citySlug: city.slug,
    title: fill({ en: 'Discover experiences in {city}', ar: 'اكتشف التجارب في {city}' }, { city: city.name }),
    subtitle: fill(
      {
        en: 'From {first} to {last}, find something new to try this week.',
        ar: 'من {first} إلى {last}، اكتشف تجربة جديدة هذا الأسبوع.',
      },
      {
        first: { en: lower.en(first.name.en), ar: lower.ar(first.name.ar) },
        last: { en: lower.en(last.name.en), ar: lower.ar(last.name.ar) },
      },
    ),
    target: 'url',
    itemSlug: null,
    url: '/experiences',
  };
  const ordered = [
    itemSlide(city, events[0]),
    itemSlide(city, experience),
    itemSlide(city, events[1]),
    itemSlide(city, events[2]),
    linkSlide,
  ];
  return ordered.map((slide, index) => ({ ...slide, sortOrder: index + 1 }));
}
