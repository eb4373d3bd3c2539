import { graphql } from 'react-relay/hooks';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { operationBody } from '../relay/operationBody.ts';
import { parseToken, type AuthToken } from './authToken.ts';
import refreshArtifact, { type refreshSessionMutation$data } from './__generated__/refreshSessionMutation.graphql';

// Sent outside Relay: it runs inside the network layer, before the request that needs the fresh token.
export const refreshSessionMutation: GraphQLTaggedNode = graphql`
  mutation refreshSessionMutation($input: RefreshSessionInput!) {
    refreshSession(input: $input) {
      token {
        accessToken
        tokenType
        expiresIn
        refreshToken
        scope
        createdAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** The outcome of a refresh: a new token, a refusal (the session is over) or a failure to reach the server. */
export type RefreshOutcome = { kind: 'refreshed'; token: AuthToken } | { kind: 'refused' } | { kind: 'unreachable' };

export async function requestRefresh(refreshToken: string, endpoint = '/graphql'): Promise<RefreshOutcome> {
  let body: { data?: refreshSessionMutation$data | null; errors?: unknown[] };
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        'x-graphql-csrf': '1',
      },
      body: JSON.stringify(operationBody(refreshArtifact.params, { input: { refreshToken } })),
    });
    if (response.status >= 500) return { kind: 'unreachable' };
    body = (await response.json()) as typeof body;
  } catch {
    return { kind: 'unreachable' };
  }
  const token = parseToken(body.data?.refreshSession.token);
  return token ? { kind: 'refreshed', token } : { kind: 'refused' };
}
