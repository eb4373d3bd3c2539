// Tags and audiences that follow from an item's venue, price and timing rather than from its template.
import type { VenueEntry, VenueTrait } from './model.ts';

const OUTDOOR_TRAITS: VenueTrait[] = [
  'plaza',
  'park',
  'waterfront',
  'beach',
  'desert',
  'mountain',
  'heritage',
  'archaeology',
  'farm',
  'reef',
  'marina',
  'stadium',
];

export interface TagInput {
  templateTags: string[];
  venue: VenueEntry;
  price: number | null;
  audiences: string[];
  weekend: boolean;
  night: boolean;
  seasonal: boolean;
}

export function isOutdoorVenue(venue: VenueEntry): boolean {
  return venue.traits.some((trait) => OUTDOOR_TRAITS.includes(trait));
}

export function deriveTags(input: TagInput): string[] {
  const { venue, price, audiences } = input;
  const tags = new Set(input.templateTags);
  const has = (trait: VenueTrait) => venue.traits.includes(trait);
  const setIf = (condition: boolean, tag: string) => (condition ? tags.add(tag) : tags.delete(tag));

  if (isOutdoorVenue(venue)) {
    tags.add('outdoor');
    tags.delete('indoor');
    tags.delete('air-conditioned');
  } else {
    tags.add('indoor');
    tags.delete('outdoor');
  }
  if (has('waterfront') || has('beach') || has('marina')) tags.add('waterfront');
  if (has('beach')) tags.add('beach');
  if (has('mountain')) tags.add('mountains');
  if (has('desert')) tags.add('desert');

  setIf(price === null, 'free-entry');
  setIf(price !== null && price <= 60, 'budget-friendly');
  if (price !== null && price >= 600) tags.add('luxury');
  if (price === null || price < 300) tags.delete('luxury');
  if (input.weekend) tags.add('weekend');
  if (input.night) tags.add('night');
  if (input.seasonal) tags.add('seasonal');
  if (audiences.includes('families')) tags.add('family-friendly');
  if (audiences.includes('kids')) tags.add('kid-friendly');
  setIf(audiences.includes('people-of-determination') && venue.accessible, 'wheelchair-accessible');
  return [...tags].sort();
}

/** Template audiences, plus people of determination at accessible venues now and then (never at inaccessible ones). */
export function deriveAudiences(templateAudiences: string[], venue: VenueEntry, addAccessible: boolean): string[] {
  const audiences = new Set(templateAudiences);
  if (!venue.accessible) audiences.delete('people-of-determination');
  else if (addAccessible) audiences.add('people-of-determination');
  return [...audiences];
}
