import { describe, expect, it } from 'vitest';
import { userErrorsFromBody } from '../../src/graphql/userErrors.ts';

describe('userErrorsFromBody', () => {
  it('names fields the GraphQL way, one error per message', () => {
    const body = {
      first_name: ['Too short.', 'Letters only.'],
      phone_number: ['Phone number is incorrect'],
      metropolis: ['Unknown city.'],
    };
    expect(userErrorsFromBody(body, 'Bad Request')).toEqual([
      { field: 'firstName', message: 'Too short.' },
      { field: 'firstName', message: 'Letters only.' },
      { field: 'phoneNumber', message: 'Phone number is incorrect' },
      { field: 'cityId', message: 'Unknown city.' },
    ]);
  });

  it('keeps only the first password error, list quoting stripped', () => {
    expect(userErrorsFromBody({ password: ["['This password is too short.', 'It has no digit.']"] }, 'x')).toEqual([
      { field: 'password', message: 'This password is too short.' },
    ]);
    expect(userErrorsFromBody({ password: ['Needs a digit.', 'Needs a capital.'] }, 'x')).toEqual([
      { field: 'password', message: 'Needs a digit.' },
    ]);
  });

  it('gives errors of no single field a null field', () => {
    expect(userErrorsFromBody({ non_field_errors: ['Nope.'], detail: 'Not configured.' }, 'x')).toEqual([
      { field: null, message: 'Nope.' },
      { field: null, message: 'Not configured.' },
    ]);
    expect(userErrorsFromBody({ error: 'invalid_grant', error_description: 'Invalid refresh token.' }, 'x')).toEqual([
      { field: null, message: 'Invalid refresh token.' },
    ]);
  });

  it('falls back to the error message for unreadable bodies', () => {
    expect(userErrorsFromBody(undefined, 'Bad Request')).toEqual([{ field: null, message: 'Bad Request' }]);
    expect(userErrorsFromBody({}, 'Bad Request')).toEqual([{ field: null, message: 'Bad Request' }]);
  });
});
