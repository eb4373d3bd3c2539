// Who is calling: the app (client key) for visitors, the app's OAuth2 client (basic auth of its id and secret) for the
// email-token calls, or a member (bearer token).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { DetailError } from './errors.ts';

export interface Principal {
  kind: 'client' | 'oauth_client' | 'member';
  userId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export type BearerCheck = { status: 'valid'; userId: number } | { status: 'expired' } | { status: 'invalid' };

export interface AuthOptions {
  clientKey: string;
  oauthClient: { id: string; secret: string };
  checkBearer(token: string): Promise<BearerCheck>;
}

/** Constant-time comparison of two strings of any length. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The id and secret of an `Authorization: Basic` header, or null. */
export function basicCredentials(authorization: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export const isOAuthClient = (given: { id: string; secret: string }, expected: { id: string; secret: string }) =>
  sameSecret(given.id, expected.id) && sameSecret(given.secret, expected.secret);

export function authenticate({ clientKey, oauthClient, checkBearer }: AuthOptions): onRequestHookHandler {
  return async function authenticateRequest(request: FastifyRequest, _reply: FastifyReply) {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      if (/^Basic\s/i.test(authorization)) {
        const given = basicCredentials(authorization);
        if (!given || !isOAuthClient(given, oauthClient)) throw new DetailError(401, 'client_auth_failed');
        request.principal = { kind: 'oauth_client', userId: null };
        return;
      }
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      const check: BearerCheck = match ? await checkBearer(match[1]) : { status: 'invalid' };
      if (check.status === 'expired') throw new DetailError(401, 'token_expired');
      if (check.status === 'invalid') throw new DetailError(401, 'invalid_token');
      request.principal = { kind: 'member', userId: check.userId };
      return;
    }
    const key = request.headers['x-client-key'];
    if (key === undefined || key === '') throw new DetailError(401, 'no_credentials');
    if (key !== clientKey) throw new DetailError(401, 'invalid_client_key');
    request.principal = { kind: 'client', userId: null };
  };
}

/** Route guard: a signed-in member (bearer token). */
export const requireMember: preHandlerHookHandler = async (request) => {
  if (request.principal?.kind !== 'member') throw new DetailError(401, 'no_credentials');
};

/** Route guard: the app's OAuth2 client by basic auth (verify email, reset password, confirm deletion). */
export const requireOAuthClient: preHandlerHookHandler = async (request) => {
  if (request.principal?.kind !== 'oauth_client') throw new DetailError(401, 'client_auth_failed');
};

/** The signed-in member's id (after requireMember). */
export function memberId(request: FastifyRequest): number {
  const id = request.principal?.userId;
  if (request.principal?.kind !== 'member' || id == null) throw new DetailError(401, 'no_credentials');
  return id;
}
