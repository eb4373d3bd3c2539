import { object, string } from 'yup';
import { SAUDI_MOBILE } from '../../../forms/validation.ts';

/** Keys of the messages that take the field's name (docs/places.md#suggestions; translated by suggestErrorText). */
export type SuggestMessageKey = 'required' | 'invalid' | 'nameLength' | 'aboutLength';
const message = (key: SuggestMessageKey) => key;

/** A Saudi mobile number (members' rules) or a Saudi landline 01XXXXXXXX (also +9661… / 009661…); spaces and dashes are ignored. */
const LANDLINE = /^(?:0|\+966|00966)1\d{8}$/;
export const isPlacePhone = (value: string) => SAUDI_MOBILE.test(value) || LANDLINE.test(value);
const ARABIC_LETTER = /[\u0600-\u06FF]/;

const optionalUrl = () =>
  string()
    .trim()
    .default('')
    .test('http-url', message('invalid'), (value) => !value || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value));

const name = (required: boolean) => {
  const base = string().trim().default('');
  return (required ? base.required(message('required')) : base).test(
    'length',
    message('nameLength'),
    (value) => !value || (value.length >= 2 && value.length <= 100),
  );
};

function placeFields(required: boolean) {
  return {
    nameEn: name(required),
    nameAr: name(required).test('arabic', message('invalid'), (value) => !value || ARABIC_LETTER.test(value)),
    about: string().trim().default('').max(2000, message('aboutLength')),
    categoryId: required ? string().trim().required(message('required')) : string().trim().default(''),
    subcategoryId: string().trim().default(''),
    phone: string()
      .transform((value: string) => value.replace(/[\s-]/g, ''))
      .default('')
      .test('phone', message('invalid'), (value) => !value || isPlacePhone(value)),
    website: optionalUrl(),
    facebook: optionalUrl(),
    twitter: optionalUrl(),
    youtube: optionalUrl(),
    instagram: optionalUrl(),
  };
}

/** A new place: English and Arabic names and the category are required. */
export const suggestPlaceSchema = object(placeFields(true));
/** An edit proposes only what is given, so nothing is required; what is given must be valid. */
export const suggestPlaceEditSchema = object(placeFields(false));

export type SuggestFieldName = keyof ReturnType<typeof placeFields>;
export const suggestFieldNames = Object.keys(placeFields(true)) as SuggestFieldName[];
