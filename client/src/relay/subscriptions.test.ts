import type { RequestParameters } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { connectionParams, socketUrl, subscribePayload } from './subscriptions.ts';

const id = 'c'.repeat(64);
const activity: RequestParameters = {
  id,
  text: null,
  name: 'useReviewableActivitySubscription',
  operationKind: 'subscription',
  metadata: {},
};

describe('the subscriptions socket', () => {
  it('uses the page origin with ws: or wss:', () => {
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:4310' })).toBe('ws://127.0.0.1:4310/graphql');
    expect(socketUrl({ protocol: 'https:', host: 'dalil.example' })).toBe('wss://dalil.example/graphql');
  });

  it('sends the bearer token and the language in connection_init, never the city', async () => {
    const member = await connectionParams({ locale: 'ar', authorization: async () => 'Bearer abc' });
    expect(member).toEqual({ authorization: 'Bearer abc', acceptLanguage: 'ar' });
    const visitor = await connectionParams({ locale: 'en', authorization: async () => null });
    expect(visitor).toEqual({ acceptLanguage: 'en' });
  });

  it('subscribes by persisted id, with the empty query the protocol requires', () => {
    expect(subscribePayload(activity, { subjectId: 's' })).toEqual({
      query: '',
      documentId: id,
      variables: { subjectId: 's' },
      operationName: 'useReviewableActivitySubscription',
    });
  });
});
