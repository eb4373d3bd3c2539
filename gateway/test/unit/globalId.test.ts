import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { expectGlobalId, fromGlobalId, toGlobalId } from '../../src/relay/globalId.ts';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { code: (error as GraphQLError).extensions.code, message: (error as GraphQLError).message };
  }
  return null;
};

describe('global ids', () => {
  it('are base64 of Type:restId', () => {
    expect(toGlobalId('Event', 12)).toBe(Buffer.from('Event:12').toString('base64'));
    expect(fromGlobalId(toGlobalId('HomeSlide', 3))).toEqual({ type: 'HomeSlide', id: 3 });
  });

  it('give BAD_USER_INPUT "Invalid id" for garbage', () => {
    const garbage = [
      '',
      'abc!',
      'RXZlbnQ6',
      Buffer.from('Event:').toString('base64'),
      Buffer.from('Event:-1').toString('base64'),
      Buffer.from('Event:1.5').toString('base64'),
      Buffer.from(':12').toString('base64'),
    ];
    for (const id of garbage)
      expect(codeOf(() => fromGlobalId(id))).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid id' });
  });

  it('check the expected type', () => {
    expect(expectGlobalId(toGlobalId('Experience', 5), 'Event', 'Experience')).toEqual({ type: 'Experience', id: 5 });
    expect(codeOf(() => expectGlobalId(toGlobalId('City', 1), 'Event'))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Expected Event id, got a City id',
    });
  });
});
