import { describe, expect, it } from 'vitest';
import { firstEntry, formFieldName, sortServerErrors } from './serverErrors.ts';

describe('server errors beside their fields', () => {
  it('maps REST and GraphQL field names onto form fields', () => {
    expect(formFieldName('first_name')).toBe('firstName');
    expect(formFieldName('input.phoneNumber')).toBe('phoneNumber');
    expect(formFieldName('email')).toBe('email');
  });

  it('shows a password error as its first entry with list quoting stripped', () => {
    expect(firstEntry("['This password is too common.', 'It is too short.']")).toBe('This password is too common.');
    expect(firstEntry('["Too short."]')).toBe('Too short.');
    expect(firstEntry('Plain message.')).toBe('Plain message.');
  });

  it('puts known fields beside the field and the rest (or field null) at form level, first message wins', () => {
    const sorted = sortServerErrors(
      [
        { field: 'email', message: 'A user with this email already exists.' },
        { field: 'email', message: 'second' },
        { field: 'password', message: "['Too common.']" },
        { field: null, message: 'Invalid credentials given.' },
        { field: 'unknown_field', message: 'ignored at form level' },
      ],
      ['email', 'password'],
    );
    expect(sorted).toEqual({
      fields: { email: 'A user with this email already exists.', password: 'Too common.' },
      form: 'Invalid credentials given.',
    });
  });
});
