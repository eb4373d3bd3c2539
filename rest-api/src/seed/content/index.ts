// The seed content: real-world-like bilingual reference data, events and experiences for each city, their home lists
// and slides. Deterministic for a given `now`; dates are spread around `now` (see schedule.ts).
import type { SeedData } from '../types.ts';
import { audiences } from './reference/audiences.ts';
import { categories } from './reference/categories.ts';
import { cities, cityBySlug } from './reference/cities.ts';
import { buildCityHappenings } from './happenings.ts';
import { buildHomeLists } from './home-lists.ts';
import { members } from './members.ts';
import { organizers } from './reference/organizers.ts';
import { buildSeedCommunity } from '../community.ts';
import { buildSeedPlaces } from '../places/build.ts';
import { buildSlides } from './slides.ts';
import { tags } from './reference/tags.ts';
import { cityContents } from './venues/index.ts';

export function buildSeedContent(now: Date): SeedData {
  const data: SeedData = {
    cities,
    categories,
    audiences,
    tags,
    organizers,
    happenings: [],
    homeLists: [],
    slides: [],
    members,
    places: buildSeedPlaces(),
    community: buildSeedCommunity(now),
  };
  for (const content of cityContents) {
    const city = cityBySlug(content.city);
    const { lists, happenings } = buildHomeLists(city, buildCityHappenings(content, now), now);
    data.happenings.push(...happenings);
    data.homeLists.push(...lists);
    data.slides.push(...buildSlides(city, happenings, categories, now));
  }
  return data;
}
