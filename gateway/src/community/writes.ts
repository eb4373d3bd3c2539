// What every community mutation does around its upstream write: members only, field errors as userErrors with the
// GraphQL input names, the changed item read back, and the change published to the item's live subscribers.
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../graphql/context.ts';
import { requireSignedIn } from '../members/account.ts';
import { withUserErrors, type UserError } from '../graphql/userErrors.ts';
import type { ActivityEvent, ActivityKind } from '../pubsub/activity.ts';
import type { Route } from '../upstream/routes.ts';
import type { UpstreamBody } from '../upstream/session.ts';
import { message } from '../messages/catalog.ts';
import { subjectGlobalId, type SubjectRef } from './ids.ts';

/** REST field names of the community bodies that are named otherwise in the GraphQL inputs. */
const inputNames: Record<string, string> = { entity: 'subjectId', user: 'subjectId' };

/** A member's write whose every refusal is thrown (UNAUTHENTICATED for visitors, FORBIDDEN, NOT_FOUND, BAD_USER_INPUT). */
export function memberCall<T>(
  context: GatewayContext,
  method: 'POST' | 'DELETE',
  route: Route,
  body?: UpstreamBody,
): Promise<T> {
  requireSignedIn(context);
  return context.upstream.write<T>(method, route, { body, auth: 'member' });
}

/** A member's write; 400s become userErrors (403 FORBIDDEN and 404 NOT_FOUND are thrown). Visitors: UNAUTHENTICATED. */
export async function memberWrite<T>(
  context: GatewayContext,
  method: 'POST' | 'DELETE',
  route: Route,
  body?: UpstreamBody,
): Promise<{ value: T; userErrors: [] } | { value: null; userErrors: UserError[] }> {
  const result = await withUserErrors(() => memberCall<T>(context, method, route, body));
  if (result.value !== null) return result;
  return {
    value: null,
    userErrors: result.userErrors.map((error) => ({
      ...error,
      field: error.field && (inputNames[error.field] ?? error.field),
    })),
  };
}

/**
 * An input id parsed by `parse`; a malformed id or one of another type is a userError of `field`. Members only: a
 * visitor learns nothing about the input before UNAUTHENTICATED.
 */
export function inputId<T>(
  context: GatewayContext,
  field: string,
  parse: () => T,
): { value: T; userErrors: [] } | { value: null; userErrors: UserError[] } {
  requireSignedIn(context);
  try {
    return { value: parse(), userErrors: [] };
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT') {
      return { value: null, userErrors: [{ field, message: message('invalid_id', context.locale) }] };
    }
    throw error;
  }
}

/** Tells the item's live subscribers; a write that succeeded never fails because of it. */
export function publish(
  context: GatewayContext,
  subject: SubjectRef,
  kind: ActivityKind,
  ids: ActivityEvent['ids'] = {},
): Promise<void> {
  return context.activity.publish({ subjectGlobalId: subjectGlobalId(subject), kind, ids });
}
