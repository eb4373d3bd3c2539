// The response cache serves queries only, told by the operation's type in the document, whatever it is named.
import { describe, expect, it } from 'vitest';
import { operationKind } from '../../src/graphql/responseCache/operationKind.ts';

describe('operationKind', () => {
  it('reads the type of the operation the params ask for', () => {
    expect(operationKind({ query: '{ viewer { me { id } } }' })).toBe('query');
    expect(operationKind({ query: 'query Screen { viewer { me { id } } }' })).toBe('query');
    expect(operationKind({ query: 'mutation SignInQuery { signOut { signedOut } }' })).toBe('mutation');
    expect(operationKind({ query: 'subscription { placeChanged { id } }' })).toBe('subscription');
  });

  it('picks the named operation of a document with several', () => {
    const query = 'query Read { viewer { me { id } } } mutation Write { signOut { signedOut } }';
    expect(operationKind({ query, operationName: 'Read' })).toBe('query');
    expect(operationKind({ query, operationName: 'Write' })).toBe('mutation');
    expect(operationKind({ query })).toBeNull();
    expect(operationKind({ query, operationName: 'Other' })).toBeNull();
  });

  it('knows none for a missing or unreadable document', () => {
    expect(operationKind({})).toBeNull();
    expect(operationKind({ query: 42 })).toBeNull();
    expect(operationKind({ query: 'mutation {' })).toBeNull();
  });
});
