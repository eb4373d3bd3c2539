// Upstream validation failures (400 bodies, DRF style) as the userErrors of a mutation payload.
import { GraphQLError } from 'graphql';
import { isRecord, stripListQuoting, text, upstreamErrorBody } from '../upstream/errors.ts';

export interface UserError {
  field: string | null;
  message: string;
}

/** REST field names that do not follow the snake_case -> camelCase rule. */
const renamed: Record<string, string> = { metropolis: 'cityId', phone_number_local: 'phoneNumber' };

/** Keys whose errors concern no single field. */
const general = new Set(['detail', 'message', 'non_field_errors', 'error_description']);

const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** Every message under a key; nested errors (a list field's entries, an object's fields) are flattened. */
function messagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (isRecord(value)) return Object.values(value).flatMap(messagesOf);
  const message = text(value);
  return message === undefined ? [] : [message];
}

/** REST field name -> GraphQL input field name, for the fields of one mutation that follow no general rule. */
export type FieldNames = Readonly<Record<string, string>>;

/**
 * One UserError per message, with GraphQL field names; a password keeps only its first entry, list quoting stripped
 * (docs/messages.md#which-message-wins). The OAuth2 `error` code gives way to its `error_description`.
 */
export function userErrorsFromBody(body: unknown, fallback: string, names: FieldNames = {}): UserError[] {
  if (!isRecord(body)) return [{ field: null, message: fallback }];
  const errors: UserError[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key === 'error' && 'error_description' in body) continue;
    const messages = messagesOf(value);
    if (key === 'password') {
      if (messages[0]) errors.push({ field: 'password', message: stripListQuoting(messages[0]) });
      continue;
    }
    // A mutation's own names win: a form may have a field called `message` (contact messages).
    const field = names[key] ?? (general.has(key) || key === 'error' ? null : (renamed[key] ?? camelCase(key)));
    for (const message of messages) errors.push({ field, message });
  }
  return errors.length ? errors : [{ field: null, message: fallback }];
}

/** Statuses whose refusals the member can act on: validation (400) and a feature that is not configured (501). */
export const REFUSALS: readonly number[] = [400, 501];

/** The upstream refusal behind `error` as userErrors, or null when it is another failure (to be thrown). */
export function refusalOf(error: unknown, refusals = REFUSALS, names: FieldNames = {}): UserError[] | null {
  if (!(error instanceof GraphQLError) || !refusals.includes(error.extensions.status as number)) return null;
  return userErrorsFromBody(upstreamErrorBody(error), error.message, names);
}

/** Runs an upstream write; a refusal gives `{ userErrors }`, any other failure is thrown. */
export async function withUserErrors<T>(
  write: () => Promise<T>,
  refusals = REFUSALS,
  names: FieldNames = {},
): Promise<{ value: T; userErrors: [] } | { value: null; userErrors: UserError[] }> {
  try {
    return { value: await write(), userErrors: [] };
  } catch (error) {
    const userErrors = refusalOf(error, refusals, names);
    if (!userErrors) throw error;
    return { value: null, userErrors };
  }
}
