import { mixed, object, string } from 'yup';
import type { ValidationMessageKey } from '../../../forms/validationMessages.ts';
import type { ContactRequestType } from './__generated__/useSendContactMessageMutation.graphql';

const message = (key: ValidationMessageKey) => key;

/** The request types in the order the form offers them. */
export const REQUEST_TYPES = [
  'SUGGESTION',
  'COMPLAINT',
  'ADVERTISE',
  'CONTENT_REQUEST',
] as const satisfies readonly ContactRequestType[];

/** The URL words of the request types (`/contact?type=advertise`). */
export const REQUEST_TYPE_WORDS: Record<string, ContactRequestType> = {
  suggestion: 'SUGGESTION',
  complaint: 'COMPLAINT',
  advertise: 'ADVERTISE',
  request: 'CONTENT_REQUEST',
};

/** The contact form's rules, the same as the server's (rest-api/src/info/contact.ts). */
export const contactSchema = object({
  name: string()
    .trim()
    .required(message('required'))
    .min(2, message('contactNameLength'))
    .max(60, message('contactNameLength')),
  email: string().trim().required(message('required')).email(message('emailInvalid')),
  message: string().trim().required(message('required')).max(2000, message('contactMessageLength')),
  requestType: mixed<ContactRequestType>()
    .oneOf([...REQUEST_TYPES], message('required'))
    .required(message('required')),
});
