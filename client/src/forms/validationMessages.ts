import { defineMessages } from 'react-intl';

/** The member forms' messages (docs/members.md#validation); yup schemas carry these keys and forms translate them. */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'This field is required' },
  nameLength: { id: 'validation.nameLength', defaultMessage: 'Must be 2 to 30 characters' },
  emailInvalid: { id: 'validation.emailInvalid', defaultMessage: 'Email address is invalid' },
  passwordRules: {
    id: 'validation.passwordRules',
    defaultMessage:
      'Password must be at least 8 characters with an uppercase letter, a lowercase letter, an English letter and a number',
  },
  phoneInvalid: { id: 'validation.phoneInvalid', defaultMessage: 'Phone number is incorrect' },
  passwordsMustMatch: { id: 'validation.passwordsMustMatch', defaultMessage: 'Passwords must match' },
  tipLength: { id: 'validation.tipLength', defaultMessage: 'A tip is 1 to 1000 characters' },
  imageType: { id: 'validation.imageType', defaultMessage: 'Choose a JPEG, PNG or WebP image' },
  imageSize: { id: 'validation.imageSize', defaultMessage: 'The image must be at most 5 MB' },
  contactNameLength: { id: 'validation.contactNameLength', defaultMessage: 'Must be 2 to 60 characters' },
  contactMessageLength: {
    id: 'validation.contactMessageLength',
    defaultMessage: 'A message is at most 2000 characters',
  },
});

export type ValidationMessageKey = keyof typeof validationMessages;
