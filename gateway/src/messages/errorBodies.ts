// An upstream error body in the viewer's language: the REST API sends English texts with their codes, and each text
// whose code the catalog knows is worded again; a text with an unknown code keeps the upstream's words. The rules of
// docs/messages.md#which-message-wins then pick the message among them as before.
import type { Locale } from '../viewer/locale.ts';
import { textOf } from './catalog.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `texts` with each entry replaced by the wording of the code at the same place in `codes`. */
type Tree = Record<string, unknown>;

function wordTree(texts: Tree, codes: Tree, locale: Locale): Tree {
  const worded: Tree = { ...texts };
  for (const [key, value] of Object.entries(texts)) {
    const code = codes[key];
    if (Array.isArray(value) && Array.isArray(code)) {
      worded[key] = value.map((text, index) => {
        const entry: unknown = code[index];
        return isRecord(entry) && typeof entry.code === 'string' ? (textOf(entry.code, locale, entry) ?? text) : text;
      });
    } else if (isRecord(value) && isRecord(code)) {
      worded[key] = wordTree(value, code, locale);
    }
  }
  return worded;
}

/**
 * The body without its `code` and `codes`, its texts in `locale`: `detail` (or OAuth2's `error_description`) from
 * the whole error's code, the field lists from `codes`.
 */
export function localizedErrorBody(body: unknown, locale: Locale): unknown {
  if (!isRecord(body)) return body;
  const { code, codes, ...texts } = body;
  const whole = typeof code === 'string' ? textOf(code, locale, body) : undefined;
  if (whole !== undefined) {
    if (typeof texts.detail === 'string') texts.detail = whole;
    if (typeof texts.error_description === 'string') texts.error_description = whole;
  }
  return isRecord(codes) ? wordTree(texts, codes, locale) : texts;
}
