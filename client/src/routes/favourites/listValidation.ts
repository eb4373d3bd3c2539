import { object, string } from 'yup';

/** A favourite list's title is 2 to 255 characters. */
export const TITLE_LENGTH = { min: 2, max: 255 };

export const favouriteListSchema = object({
  name: string()
    .trim()
    .required('titleRequired')
    .min(TITLE_LENGTH.min, 'titleLength')
    .max(TITLE_LENGTH.max, 'titleLength'),
  description: string().trim().default('').max(2000, 'titleLength'),
});
