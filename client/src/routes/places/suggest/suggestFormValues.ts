import type { SuggestFieldName } from './suggestValidation.ts';
import type { SuggestPlaceForm_place$data } from './__generated__/SuggestPlaceForm_place.graphql';

export const socialKeys = ['facebook', 'twitter', 'youtube', 'instagram'] as const;

export type SuggestValues = Record<SuggestFieldName, string>;

/** The text fields' starting values: empty for a new place; the place's own for an edit (its names left empty). */
export function initialValues(place: SuggestPlaceForm_place$data | null): SuggestValues {
  return {
    nameEn: '',
    nameAr: '',
    about: place?.about ?? '',
    categoryId: place?.category?.id ?? '',
    subcategoryId: place?.subcategory?.id ?? '',
    phone: place?.phone ?? '',
    website: place?.website ?? '',
    facebook: place?.social.facebook ?? '',
    twitter: place?.social.twitter ?? '',
    youtube: place?.social.youtube ?? '',
    instagram: place?.social.instagram ?? '',
  };
}
