// Text that comes in, in one place (docs/rest-contract.md#text): text the database cannot store (a NUL, a lone
// surrogate, bytes that are not UTF-8) is refused with a field error instead of failing in the database, and what is
// written loses the bidi controls that would reorder the text shown around it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FieldErrorsError, type FieldErrors } from './errors.ts';
import { message } from './messages.ts';
import { UNSTORABLE_TEXT } from '../../../shared/text.ts';

export const unstorable = (text: string) => UNSTORABLE_TEXT.test(text);

// Bidi controls: embeddings and overrides (LRE, RLE, PDF, LRO, RLO) and isolates (LRI, RLI, FSI, PDI).
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
const ISOLATE_OPENERS = new Set(['\u2066', '\u2067', '\u2068']);
const PDI = '\u2069';
// Where the Unicode bidi algorithm ends every embedding and isolate (paragraph separators).
const PARAGRAPH_END = new Set(['\n', '\r', '\u001C', '\u001D', '\u001E', '\u0085', '\u2029']);

/**
 * The text without the bidi controls that could reorder the text around it. Isolates (LRI/RLI/FSI ... PDI) closed
 * within their paragraph are kept: they only set the direction of what they enclose. Every embedding and override
 * (U+202A-U+202E) goes, paired or not: an override turns `txt.exe` into `exe.txt` even inside its pair, and isolates
 * do everything legitimate that embeddings did.
 */
export function withoutStrayBidi(text: string): string {
  if (!BIDI.test(text)) return text;
  const chars = [...text];
  const keep = chars.map(() => true);
  let open: number[] = [];
  chars.forEach((char, index) => {
    if (PARAGRAPH_END.has(char)) {
      for (const opener of open) keep[opener] = false;
      open = [];
    } else if (ISOLATE_OPENERS.has(char)) open.push(index);
    else if (char === PDI) {
      if (open.length) open.pop();
      else keep[index] = false;
    } else if (BIDI.test(char)) keep[index] = false;
  });
  for (const opener of open) keep[opener] = false;
  return chars.filter((_, index) => keep[index]).join('');
}

// Secrets are compared as they were chosen: cleaning them would change what a member types to sign in.
const SECRET_FIELD = /password|secret|token/i;

/** JSON objects, the query string (an object without Object's prototype), path parameters; not file parts. */
function isPlain(value: unknown): value is object {
  if (!value || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/** Walks a parsed input: the paths of unstorable strings (keys included), and the input with its strings cleaned. */
function screen(value: unknown, path: string[], bad: string[][], clean: boolean): unknown {
  if (typeof value === 'string') {
    if (unstorable(value)) bad.push(path);
    const field = path[path.length - 1] ?? '';
    return clean && !SECRET_FIELD.test(field) ? withoutStrayBidi(value) : value;
  }
  if (Array.isArray(value)) return value.map((entry) => screen(entry, path, bad, clean));
  if (isPlain(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => {
        if (unstorable(key)) bad.push([...path, key]);
        return [key, screen(entry, [...path, key], bad, clean)];
      }),
    );
  }
  return value;
}

function refusal(paths: string[][]): FieldErrorsError {
  const fields: FieldErrors = {};
  for (const path of paths) {
    const names = path.length ? path : ['non_field_errors'];
    let node = fields;
    for (const name of names.slice(0, -1)) {
      const next = node[name];
      node = next && !Array.isArray(next) ? next : (node[name] = {});
    }
    node[names[names.length - 1]] = [message('text_unstorable')];
  }
  return new FieldErrorsError(fields);
}

/** Names of query-string parameters whose percent-encoded bytes are not UTF-8 (Fastify keeps those undecoded). */
function undecodableQuery(url: string): string[][] {
  const query = url.split('?')[1]?.split('#')[0];
  if (!query) return [];
  const names: string[][] = [];
  for (const pair of query.split('&')) {
    const [name, value = ''] = pair.split('=');
    try {
      decodeURIComponent(value.replace(/\+/g, ' '));
      decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      names.push([safeName(name)]);
    }
  }
  return names;
}

const safeName = (name: string) => {
  try {
    return decodeURIComponent(name);
  } catch {
    return 'non_field_errors';
  }
};

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Checks the fields of a form read by the handler itself (multipart): throws the 400 of unstorable ones, else gives
 * the fields cleaned of stray bidi controls.
 */
export function screenFields<T extends Record<string, unknown>>(fields: T): T {
  const bad: string[][] = [];
  const cleaned = screen(fields, [], bad, true) as T;
  if (bad.length) throw refusal(bad);
  return cleaned;
}

/**
 * Installs the checks for every route: JSON bodies must be UTF-8, and before validation the query string, the path
 * parameters and the parsed body are screened (and, for writes, the body cleaned).
 */
export function screenIncomingText(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      return done(refusal([[]]), undefined);
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const bad = undecodableQuery(request.raw.url ?? '');
    screen(request.query, [], bad, false);
    screen(request.params, [], bad, false);
    const body = screen(request.body, [], bad, WRITES.has(request.method));
    if (bad.length) throw refusal(bad);
    request.body = body;
  });
}
