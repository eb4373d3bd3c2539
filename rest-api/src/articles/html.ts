// Article bodies are HTML from editors: kept to an allowlist of tags (no attributes but a link's http(s)/mailto href),
// everything else dropped (script, style and the like with their content), text escaped. Bodies are stored this way;
// `forWeb` adds what a web page needs (links open in a new tab without handing it the opener).
const ALLOWED = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'blockquote', 'a', 'br']);
const VOID = new Set(['br']);
/** dropped with everything inside them */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'title',
  'head',
]);
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SAFE_URL = /^(?:https?:\/\/|mailto:)[^\s<>"']+$/i;

const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:[a-zA-Z]{2,10}|#\d{1,6}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/gi, '&');
}

function safeHref(attributes: string): string | null {
  const match = HREF.exec(attributes);
  if (!match) return null;
  // entities and control characters decoded first: "jav&#x61;script:" and "java\tscript:" are not let through
  const url = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '')
    .replace(/\s/g, '')
    .replace(/[^\x21-\u{10ffff}]/gu, '');
  return SAFE_URL.test(url) ? url : null;
}

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let droppingUntil: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawName, attributes = ''] = match;
    const name = rawName?.toLowerCase();
    if (droppingUntil !== null) {
      if (closing && name === droppingUntil) droppingUntil = null;
      continue;
    }
    if (token.startsWith('<!--')) continue;
    if (!name) {
      out.push(escapeText(token));
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !attributes.trimEnd().endsWith('/')) droppingUntil = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    const href = name === 'a' ? safeHref(attributes) : null;
    out.push(href === null ? `<${name}>` : `<a href="${escapeAttribute(href)}">`);
    open.push(name);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** A stored (sanitised) body made ready for a web page. */
export const forWeb = (body: string) =>
  body.replace(/<a href="([^"]*)">/g, '<a href="$1" target="_blank" rel="noopener noreferrer">');

/** The body's text alone (search). */
export const textOf = (body: string) =>
  body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
