// Upstream failures as GraphQL errors with extensions.code, the message chosen by docs/messages.md#which-message-wins
// among the upstream's texts worded in the viewer's language.
import { GraphQLError } from 'graphql';
import { HTTPError, RequestError, TimeoutError } from 'got';
import { UpstreamHttpError, UpstreamNetworkError } from './fastGet.ts';
import { message } from '../messages/catalog.ts';
import { localizedErrorBody } from '../messages/errorBodies.ts';
import type { Locale } from '../viewer/locale.ts';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_ERROR';

export const UNKNOWN_ERROR_MESSAGE = 'Unknown error happened...';

export function gatewayError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const badUserInput = (message: string) => gatewayError('BAD_USER_INPUT', message);

export const isNotFound = (error: unknown) => error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND';

/** The answer of a single-object route, or null when the upstream says 404. */
export async function nullIfNotFound<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 413:
    case 422:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'RATE_LIMITED';
    // What a proxy in front of the REST API says when it cannot reach it, or gave up waiting.
    case 502:
    case 503:
      return 'UPSTREAM_UNAVAILABLE';
    case 504:
      return 'UPSTREAM_TIMEOUT';
    // The REST API answered but failed on the request (a 500), or answered something the gateway never asks for.
    default:
      return 'UPSTREAM_ERROR';
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A usable text out of a string, or the first entry of a list (DRF puts field errors in lists). */
export function text(value: unknown): string | undefined {
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** `['Too short.', 'Too common.']` (a Python list printed into a string) -> `Too short.` */
export function stripListQuoting(value: string): string {
  const listed = /^\s*\[\s*(['"])(.*?)\1\s*(?:,|\])/s.exec(value);
  return listed ? listed[2] : value;
}

/**
 * A body's message (docs/messages.md#which-message-wins): first non-empty of detail, message, error.message, username;
 * overridden by error_description, then by non_field_errors (joined), then by a password error (its first entry, list
 * quoting stripped). A body with none of those gives its first value; otherwise the status text or a fixed fallback.
 */
export function messageFromErrorBody(body: unknown, statusText?: string): string {
  const fallback = statusText?.trim() ? statusText : UNKNOWN_ERROR_MESSAGE;
  if (!isRecord(body)) return fallback;
  const nested = isRecord(body.error) ? body.error.message : undefined;
  let message = text(body.detail) ?? text(body.message) ?? text(nested) ?? text(body.username);
  message = text(body.error_description) ?? message;
  if (Array.isArray(body.non_field_errors)) {
    const joined = body.non_field_errors.map(text).filter(Boolean).join(' ');
    if (joined) message = joined;
  } else {
    message = text(body.non_field_errors) ?? message;
  }
  const password = text(body.password);
  if (password) message = stripListQuoting(password);
  if (message) return message;
  const first = Object.values(body).map((value) => (isRecord(value) ? messageFromErrorBody(value, '') : text(value)));
  return first.find((value) => value && value !== UNKNOWN_ERROR_MESSAGE) ?? fallback;
}

function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const networkReasons: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

// The parsed upstream body of an HTTP error, kept out of the error's extensions (those go to the client).
const errorBodies = new WeakMap<GraphQLError, unknown>();

/** The upstream's answer body behind a GraphQLError made by upstreamError, in the viewer's language (mutations read
 * field errors from it). */
export const upstreamErrorBody = (error: GraphQLError): unknown => errorBodies.get(error);

interface ErrorAnswer {
  statusCode: number;
  statusMessage?: string;
  body: unknown;
  headers?: Record<string, string | string[] | undefined>;
}

function httpStatusError({ statusCode, statusMessage, body, headers }: ErrorAnswer, locale: Locale): GraphQLError {
  const parsed = localizedErrorBody(parseBody(body), locale);
  const text = messageFromErrorBody(parsed, statusMessage ?? '');
  const worded = text === UNKNOWN_ERROR_MESSAGE ? message('unknown_error', locale) : text;
  // A refusal to go on for a while (sign-in throttling, write rate limit) says when to try again.
  const retryAfter = Number(headers?.['retry-after']);
  const extra = statusCode === 429 && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {};
  const graphqlError = gatewayError(codeForStatus(statusCode), worded, { status: statusCode, ...extra });
  errorBodies.set(graphqlError, parsed);
  return graphqlError;
}

/** Maps anything thrown by the upstream client to a GraphQLError the client can act on, in the viewer's language. */
export function upstreamError(error: unknown, timeoutMs: number, locale: Locale = 'en'): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof HTTPError) return httpStatusError(error.response, locale);
  if (error instanceof UpstreamHttpError) return httpStatusError(error, locale);
  if (
    error instanceof TimeoutError ||
    ((error instanceof RequestError || error instanceof UpstreamNetworkError) && error.code === 'ETIMEDOUT')
  ) {
    return gatewayError('UPSTREAM_TIMEOUT', `The Dalil service did not answer within ${timeoutMs} ms.`);
  }
  if (error instanceof RequestError || error instanceof UpstreamNetworkError) {
    const reason = networkReasons[error.code ?? ''] ?? `network error ${error.code ?? ''}`.trim();
    return gatewayError('UPSTREAM_UNAVAILABLE', `The Dalil service is unavailable (${reason}).`);
  }
  return gatewayError('UPSTREAM_ERROR', 'The Dalil service gave an unreadable answer.');
}
