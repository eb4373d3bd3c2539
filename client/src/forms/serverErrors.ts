/** A userError of the gateway: a field of the mutation's input, or null for the form as a whole. */
export interface ServerUserError {
  readonly field: string | null | undefined;
  readonly message: string;
}

export interface ServerErrors {
  fields: Record<string, string>;
  form: string | null;
}

/** `first_name`, `input.firstName` and `firstName` all name the form field firstName. */
export function formFieldName(field: string): string {
  const last = field.split('.').pop() ?? field;
  return last.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * A password error is shown as its first entry with list quoting stripped (docs/messages.md#which-message-wins), e.g.
 * "['This password is too common.', 'It is too short.']" -> "This password is too common."
 */
export function firstEntry(message: string): string {
  const trimmed = message.trim();
  if (!trimmed.startsWith('[')) return trimmed;
  const inner = trimmed.replace(/^\[\s*/, '').replace(/\s*\]$/, '');
  const first = /^(['"])(.*?)\1/.exec(inner)?.[2] ?? inner.split(',')[0] ?? inner;
  return first.trim();
}

/** Splits userErrors into messages beside fields the form has, and one form-level message for the rest. */
export function sortServerErrors(errors: readonly ServerUserError[], formFields: readonly string[]): ServerErrors {
  const result: ServerErrors = { fields: {}, form: null };
  for (const error of errors) {
    const field = error.field ? formFieldName(error.field) : null;
    const text = firstEntry(error.message);
    if (field && formFields.includes(field)) result.fields[field] ??= text;
    else result.form ??= text;
  }
  return result;
}
