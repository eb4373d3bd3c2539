// The member rules of docs/members.md#validation, on the server: names, email, password, Saudi phones, username.
// Each rule returns the messages of one field (empty when valid).
import { message, type Message, type MessageKey } from '../http/messages.ts';
import { parseSaudiMobile } from './phone.ts';

export const NAME_LENGTH = { min: 2, max: 30 };
export const PASSWORD_MIN_LENGTH = 8;
// Deliberately simple: one @, no spaces, a dotted domain with a 2+ letter top level.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
const USERNAME = /^[A-Za-z0-9_.]{3,30}$/;

export function nameErrors(value: string): Message[] {
  const length = [...value.trim()].length;
  if (length === 0) return [message('blank')];
  return length < NAME_LENGTH.min || length > NAME_LENGTH.max ? [message('name_length', NAME_LENGTH)] : [];
}

export function emailErrors(value: string): Message[] {
  if (value.trim() === '') return [message('blank')];
  return value.length <= 254 && EMAIL.test(value.trim()) ? [] : [message('email_invalid')];
}

/** Every unmet password rule, in a fixed order (clients show the first). */
export function passwordErrors(value: string): Message[] {
  if (value === '') return [message('blank')];
  const failed: MessageKey[] = [];
  if (value.length < PASSWORD_MIN_LENGTH) failed.push('password_too_short');
  if (!/[A-Z]/.test(value)) failed.push('password_uppercase');
  if (!/[a-z]/.test(value)) failed.push('password_lowercase');
  if (!/[A-Za-z]/.test(value)) failed.push('password_letter');
  if (!/\d/.test(value)) failed.push('password_digit');
  return failed.map((key) => message(key));
}

export function phoneErrors(value: string): Message[] {
  return parseSaudiMobile(value) === null ? [message('phone_invalid')] : [];
}

export function usernameErrors(value: string): Message[] {
  return USERNAME.test(value) ? [] : [message('username_invalid')];
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
