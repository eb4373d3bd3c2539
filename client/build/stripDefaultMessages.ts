import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

const STRIPPED = new Set(['defaultMessage', 'description']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Property extends Node {
  key: Node & { name?: string; value?: unknown };
  value: Node & { expressions?: unknown[] };
  computed: boolean;
}

const keyName = (property: Property) =>
  property.computed ? undefined : (property.key.name ?? (property.key.value as string | undefined));

const isConstantText = (value: Property['value']) =>
  (value.type === 'Literal' && typeof value.value === 'string') ||
  (value.type === 'TemplateLiteral' && value.expressions?.length === 0);

/** A message descriptor: an object literal with an `id` and constant texts only for its default and description. */
function strippedProperties(object: Node): Property[] {
  const properties = (object.properties as Node[]).filter((p): p is Property => p.type === 'Property');
  if (!properties.some((p) => keyName(p) === 'id')) return [];
  return properties.filter((p) => STRIPPED.has(keyName(p) ?? '') && isConstantText(p.value));
}

function walk(node: unknown, visit: (node: Node) => void) {
  if (Array.isArray(node)) for (const child of node) walk(child, visit);
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    visit(node as Node);
    for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
  }
}

/** The source without the English defaults and descriptions of its message descriptors, or null when it has none. */
export function withoutDefaultMessages(code: string): MagicString | null {
  if (!code.includes('defaultMessage')) return null;
  const output = new MagicString(code);
  let changed = false;
  walk(parseAst(code), (node) => {
    if (node.type !== 'ObjectExpression') return;
    const all = node.properties as Node[];
    for (const property of strippedProperties(node)) {
      const index = all.indexOf(property);
      // With the comma that follows it (or, for the last property, the one before it).
      const next = all[index + 1];
      if (next) output.remove(property.start, next.start);
      else if (index > 0) output.remove(all[index - 1].end, property.end);
      else output.remove(property.start, property.end);
      changed = true;
    }
  });
  return changed ? output : null;
}

/**
 * Drops `defaultMessage` and `description` from the app's message descriptors in the browser build: every message
 * comes from translations/ (translations.test.ts holds both languages complete), so the English defaults are dead weight
 * in the bundle. Runs after TypeScript and JSX are compiled, so `<FormattedMessage defaultMessage=...>` props are plain
 * object literals too.
 */
export function stripDefaultMessages(): Plugin {
  return {
    name: 'dalil-strip-default-messages',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !id.includes('/src/')) return null;
      const output = withoutDefaultMessages(code);
      return output ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}
