import { describe, expect, it } from 'vitest';
import { codeForStatus, messageFromErrorBody, UNKNOWN_ERROR_MESSAGE } from '../../src/upstream/errors.ts';

describe('error messages (docs/messages.md#which-message-wins)', () => {
  it('uses detail', () => {
    expect(messageFromErrorBody({ detail: 'Not found.' }, 'Not Found')).toBe('Not found.');
  });

  it('uses message when detail is empty', () => {
    expect(messageFromErrorBody({ detail: '', message: 'Try later' })).toBe('Try later');
  });

  it('uses the nested error message', () => {
    expect(messageFromErrorBody({ error: { message: 'Token expired' } })).toBe('Token expired');
  });

  it('uses username (first entry of a DRF list)', () => {
    expect(messageFromErrorBody({ username: ['A user with that username already exists.'] })).toBe(
      'A user with that username already exists.',
    );
  });

  it('keeps the first of detail, message, error.message, username', () => {
    expect(messageFromErrorBody({ username: 'taken', message: 'first wins', error: { message: 'nested' } })).toBe(
      'first wins',
    );
  });

  it('lets error_description override them', () => {
    expect(messageFromErrorBody({ detail: 'Bad request', error_description: 'Invalid credentials given.' })).toBe(
      'Invalid credentials given.',
    );
  });

  it('lets non_field_errors (joined) override error_description', () => {
    const body = {
      error_description: 'ignored',
      non_field_errors: ['The fields user, name must make a unique set.', 'Second.'],
    };
    expect(messageFromErrorBody(body)).toBe('The fields user, name must make a unique set. Second.');
  });

  it('lets a password error (first entry, list quoting stripped) override everything', () => {
    expect(
      messageFromErrorBody({
        non_field_errors: ['x'],
        password: ["['This password is too short.', 'This password is too common.']"],
      }),
    ).toBe('This password is too short.');
    expect(messageFromErrorBody({ password: ['Must contain a number.'] })).toBe('Must contain a number.');
  });

  it('gives the first value of any other payload object', () => {
    expect(messageFromErrorBody({ per_page: ['Ensure this value is less than or equal to 100.'], page: ['x'] })).toBe(
      'Ensure this value is less than or equal to 100.',
    );
    expect(messageFromErrorBody({ payload: { name: ['This field is required.'] } })).toBe('This field is required.');
  });

  it('falls back to the status text, then to the fixed message', () => {
    expect(messageFromErrorBody('<html>oops</html>', 'Bad Gateway')).toBe('Bad Gateway');
    expect(messageFromErrorBody({}, 'Service Unavailable')).toBe('Service Unavailable');
    expect(messageFromErrorBody(undefined, '')).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(UNKNOWN_ERROR_MESSAGE).toBe('Unknown error happened...');
  });
});

describe('error codes by status', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'BAD_USER_INPUT'],
    [500, 'UPSTREAM_ERROR'],
    [501, 'UPSTREAM_ERROR'],
    [405, 'UPSTREAM_ERROR'],
    [502, 'UPSTREAM_UNAVAILABLE'],
    [503, 'UPSTREAM_UNAVAILABLE'],
    [504, 'UPSTREAM_TIMEOUT'],
  ])('%i gives %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});
