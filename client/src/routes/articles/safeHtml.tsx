// An article's body as React elements, built from an allowlist: the server already sanitises it, and this renders
// only these tags with no attributes but a link's http(s) or mailto href, never through innerHTML. Scripts, styles
// and any other element are dropped with their content; event handlers and other attributes are never copied.
import { createElement, type ReactNode } from 'react';

const ALLOWED = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'blockquote', 'a', 'br']);
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg']);
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SAFE_URL = /^(?:https?:\/\/|mailto:)[^\s<>"']+$/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

function safeHref(attributes: string): string | undefined {
  const match = HREF.exec(attributes);
  if (!match) return undefined;
  const url = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').replace(/\s/g, '');
  return SAFE_URL.test(url) ? url : undefined;
}

interface Open {
  tag: string;
  href?: string;
  children: ReactNode[];
}

/** The body's allowed elements, in order. */
export function renderSafeHtml(html: string): ReactNode[] {
  const root: Open = { tag: '', children: [] };
  const stack: Open[] = [root];
  let key = 0;
  const close = () => {
    const done = stack.pop()!;
    const props =
      done.tag === 'a'
        ? done.href
          ? { key: key++, href: done.href, target: '_blank', rel: 'noopener noreferrer' }
          : { key: key++ }
        : { key: key++ };
    stack
      .at(-1)!
      .children.push(createElement(done.tag === 'a' && !done.href ? 'span' : done.tag, props, ...done.children));
  };
  let dropping: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawName, attributes = ''] = match;
    const name = rawName?.toLowerCase();
    if (dropping !== null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (token.startsWith('<!--')) continue;
    if (!name) {
      stack.at(-1)!.children.push(decodeEntities(token));
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = stack.findLastIndex((open, index) => index > 0 && open.tag === name);
      if (at === -1) continue;
      while (stack.length > at) close();
      continue;
    }
    if (name === 'br') {
      stack.at(-1)!.children.push(createElement('br', { key: key++ }));
      continue;
    }
    stack.push({ tag: name, href: name === 'a' ? safeHref(attributes) : undefined, children: [] });
  }
  while (stack.length > 1) close();
  return root.children;
}
