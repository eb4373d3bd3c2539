import type { DayHours } from '../../places/hours.ts';
import type { Bilingual } from '../types.ts';

export interface SeedPlace {
  slug: string;
  shareId: string;
  citySlug: string;
  categorySlug: string;
  subcategorySlug: string | null;
  name: Bilingual;
  about: Bilingual;
  address: Bilingual;
  district: Bilingual;
  latitude: number;
  longitude: number;
  tagSlugs: string[];
  features: string[];
  phone: string | null;
  website: string | null;
  social: { facebook: string | null; twitter: string | null; youtube: string | null; instagram: string | null };
  hours: DayHours[];
  /** the member who runs the place */
  ownerEmail: string | null;
  checkinCount: number;
}

export interface SeedDistrict {
  name: Bilingual;
  latitude: number;
  longitude: number;
  /** main street, for addresses */
  street: Bilingual;
}

/** A real landmark, written out in full. */
export interface SeedLandmark {
  name: Bilingual;
  categorySlug: string;
  subcategorySlug: string;
  latitude: number;
  longitude: number;
  district: Bilingual;
  about: Bilingual;
  hours: string;
}

export interface CityPlaces {
  city: string;
  /** how many places the city gets in all */
  target: number;
  /** area dialling code of landlines (12 Jeddah, 11 Riyadh, ...) */
  areaCode: string;
  coastal: boolean;
  districts: SeedDistrict[];
  landmarks: SeedLandmark[];
}
