import { object, ref, string, type AnyObject, type ObjectSchema, ValidationError } from 'yup';
import type { ValidationMessageKey } from './validationMessages.ts';

// Messages are keys of validationMessages, translated where the form shows them.
const message = (key: ValidationMessageKey) => key;

/** A Saudi mobile number as the server accepts it: 05XXXXXXXX, 5XXXXXXXX, +9665XXXXXXXX or 009665XXXXXXXX. */
export const SAUDI_MOBILE = /^(?:\+9665|009665|05|5)\d{8}$/;

const name = () =>
  string().trim().required(message('required')).min(2, message('nameLength')).max(30, message('nameLength'));

const email = () => string().trim().required(message('required')).email(message('emailInvalid'));

/** At least 8 characters with an uppercase letter, a lowercase letter, an English letter and a number. */
const newPassword = () =>
  string()
    .required(message('required'))
    .min(8, message('passwordRules'))
    .matches(/[A-Z]/, message('passwordRules'))
    .matches(/[a-z]/, message('passwordRules'))
    .matches(/[A-Za-z]/, message('passwordRules'))
    .matches(/\d/, message('passwordRules'));

/** Optional; spaces and dashes people type are ignored. */
const phone = () =>
  string()
    .transform((value: string) => value.replace(/[\s-]/g, ''))
    .default('')
    .test('saudi-mobile', message('phoneInvalid'), (value) => !value || SAUDI_MOBILE.test(value));

export const signInSchema = object({ email: email(), password: string().required(message('required')) });

export const signUpSchema = object({
  firstName: name(),
  lastName: name(),
  email: email(),
  password: newPassword(),
  phoneNumber: phone(),
});

export const forgotPasswordSchema = object({ email: email() });

export const resetPasswordSchema = object({
  password: newPassword(),
  confirmPassword: string()
    .required(message('required'))
    .oneOf([ref('password')], message('passwordsMustMatch')),
});

export const profileSchema = object({ firstName: name(), lastName: name(), phoneNumber: phone() });

/** A tip (a short review): 1 to 1000 characters once trimmed. */
export const TIP_MAX_LENGTH = 1000;
export const tipSchema = object({
  text: string().trim().required(message('required')).max(TIP_MAX_LENGTH, message('tipLength')),
});

/** Uploaded images (profile, photos): JPEG, PNG or WebP of at most 5 MB, checked here before the server does. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function imageFileProblem(file: { type: string; size: number }): ValidationMessageKey | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'imageType';
  if (file.size > MAX_IMAGE_BYTES) return 'imageSize';
  return null;
}

/** Field -> message key of every failing field (the first failure of each), or an empty object when all are valid. */
export function validateFields<T extends AnyObject>(
  schema: ObjectSchema<T>,
  values: unknown,
): Partial<Record<string, ValidationMessageKey>> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<string, ValidationMessageKey>> = {};
    for (const failure of error.inner) {
      if (failure.path && !errors[failure.path]) errors[failure.path] = failure.message as ValidationMessageKey;
    }
    return errors;
  }
}
