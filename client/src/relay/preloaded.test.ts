import { describe, expect, it } from 'vitest';
import { canonicalVariables, createPreloadedAnswers } from './preloaded.ts';

const answer = { data: { viewer: { city: null } } };

describe('the answer preloaded in the page', () => {
  it('answers the request it was made for, once', () => {
    const preloaded = createPreloadedAnswers({
      operation: 'HomeScreenQuery',
      variables: { cityId: null, filter: { period: 'TODAY', cityIds: ['Q2l0eTox'] } },
      response: answer,
    });
    expect(
      preloaded.take('HomeScreenQuery', { filter: { cityIds: ['Q2l0eTox'], period: 'TODAY' }, cityId: null }),
    ).toBe(answer);
    expect(
      preloaded.take('HomeScreenQuery', { filter: { cityIds: ['Q2l0eTox'], period: 'TODAY' }, cityId: null }),
    ).toBe(null);
  });

  it('leaves other operations and other variables to the network', () => {
    const preloaded = createPreloadedAnswers({
      operation: 'HomeScreenQuery',
      variables: { cityId: null },
      response: answer,
    });
    expect(preloaded.take('PlaceListScreenQuery', { cityId: null })).toBeNull();
    expect(preloaded.take('HomeScreenQuery', { cityId: 'Q2l0eToy' })).toBeNull();
    expect(preloaded.take('HomeScreenQuery', { cityId: null })).toBe(answer);
  });

  it('is dropped for a member, whose answer differs from the visitor one', () => {
    const preloaded = createPreloadedAnswers({ operation: 'HomeScreenQuery', variables: {}, response: answer });
    preloaded.discard();
    expect(preloaded.take('HomeScreenQuery', {})).toBeNull();
  });

  it('compares variables whatever their key order, without undefined values', () => {
    expect(canonicalVariables({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe(
      canonicalVariables({ a: { d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(canonicalVariables({ a: [1, 2] })).not.toBe(canonicalVariables({ a: [2, 1] }));
  });
});
