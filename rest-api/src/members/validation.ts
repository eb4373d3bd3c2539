// The member rules of docs/members.md#validation, on the server: names, email, password, Saudi phones, username.
// Each rule returns the messages of one field (empty when valid), in the request's language.
import { message, type Lang, type MessageKey } from '../http/messages.ts';
import { parseSaudiMobile } from './phone.ts';

export const NAME_LENGTH = { min: 2, max: 30 };
export const PASSWORD_MIN_LENGTH = 8;
// Deliberately simple: one @, no spaces, a dotted domain with a 2+ letter top level.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
const USERNAME = /^[A-Za-z0-9_.]{3,30}$/;

export function nameErrors(lang: Lang, value: string): string[] {
  const length = [...value.trim()].length;
  if (length === 0) return [message(lang, 'blank')];
  return length < NAME_LENGTH.min || length > NAME_LENGTH.max ? [message(lang, 'name_length', NAME_LENGTH)] : [];
}

export function emailErrors(lang: Lang, value: string): string[] {
  if (value.trim() === '') return [message(lang, 'blank')];
  return value.length <= 254 && EMAIL.test(value.trim()) ? [] : [message(lang, 'email_invalid')];
}

/** Every unmet password rule, in a fixed order (clients show the first). */
export function passwordErrors(lang: Lang, value: string): string[] {
  if (value === '') return [message(lang, 'blank')];
  const failed: MessageKey[] = [];
  if (value.length < PASSWORD_MIN_LENGTH) failed.push('password_too_short');
  if (!/[A-Z]/.test(value)) failed.push('password_uppercase');
  if (!/[a-z]/.test(value)) failed.push('password_lowercase');
  if (!/[A-Za-z]/.test(value)) failed.push('password_letter');
  if (!/\d/.test(value)) failed.push('password_digit');
  return failed.map((key) => message(lang, key));
}

export function phoneErrors(lang: Lang, value: string): string[] {
  return parseSaudiMobile(value) === null ? [message(lang, 'phone_invalid')] : [];
}

export function usernameErrors(lang: Lang, value: string): string[] {
  return USERNAME.test(value) ? [] : [message(lang, 'username_invalid')];
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
