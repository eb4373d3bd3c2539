// Who is calling: the app (client key) for visitors, or a member (bearer token). The members issue replaces
// `verifyBearerToken` with a real token lookup; everything else stays as it is.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { DetailError } from './errors.ts';

export interface Principal {
  kind: 'client' | 'member';
  userId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** No users exist yet, so no token is valid. */
export async function verifyBearerToken(_token: string): Promise<Principal | null> {
  return null;
}

export function authenticate(clientKey: string): onRequestHookHandler {
  return async function authenticateRequest(request: FastifyRequest, _reply: FastifyReply) {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      const principal = match ? await verifyBearerToken(match[1]) : null;
      if (!principal) throw new DetailError(401, 'invalid_token');
      request.principal = principal;
      return;
    }
    const key = request.headers['x-client-key'];
    if (key === undefined || key === '') throw new DetailError(401, 'no_credentials');
    if (key !== clientKey) throw new DetailError(401, 'invalid_client_key');
    request.principal = { kind: 'client', userId: null };
  };
}
