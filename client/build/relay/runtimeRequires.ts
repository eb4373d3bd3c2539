import type { TrimmedExport } from './exports.ts';

/** What one CommonJS file reads from `require('relay-runtime')`: index exports and `__internal` members. */
export interface RelayRuntimeReads {
  names: string[];
  internals: string[];
}

const ANY_REQUIRE = /require\((['"])relay-runtime\1\)/g;
const BOUND_REQUIRE = /(?<![\w$.])([\w$]+) = require\((['"])relay-runtime\2\)/g;

const escape = (name: string) => name.replace(/\$/g, '\\$');
const uses = (code: string, name: string) => new RegExp(`(?<![\\w$.])${escape(name)}(?![\\w$])(.?)`, 'g');

/** `name.<member>` reads in `code`; throws when `name` is used any other way than by its declaration `name = `. */
function memberReads(code: string, name: string, file: string): string[] {
  const members: string[] = [];
  for (const use of code.matchAll(uses(code, name))) {
    const rest = code.slice(use.index + name.length);
    const member = /^\.([\w$]+)/.exec(rest);
    if (member) members.push(member[1]);
    else if (!/^ = /.test(rest))
      throw new Error(`${file} uses relay-runtime's module object as a whole; the trimmed build cannot slice it`);
  }
  return members;
}

/**
 * The names `code` reads from relay-runtime's index, following the shapes Babel's CommonJS output gives them
 * (`var _require = require('relay-runtime'), x = _require.x, y = _require.__internal.y`); null when it has no such
 * require. Throws on a shape it cannot follow, so the build fails rather than ship an object without a needed member.
 */
export function relayRuntimeReads(code: string, file: string): RelayRuntimeReads | null {
  const requires = [...code.matchAll(ANY_REQUIRE)].length;
  if (requires === 0) return null;
  const bound = [...code.matchAll(BOUND_REQUIRE)].map((match) => match[1]);
  if (bound.length !== requires)
    throw new Error(`${file} requires relay-runtime in a shape the trimmed build cannot slice`);
  const names = new Set<string>();
  const internals = new Set<string>();
  for (const variable of bound) {
    for (const member of memberReads(code, variable, file)) if (member !== '__internal') names.add(member);
    // `_require.__internal.x`, or `_require$__internal = _require.__internal` and then `_require$__internal.x`.
    const internal = new RegExp(`(?<![\\w$.])${escape(variable)}\\.__internal(?:\\.([\\w$]+)|(?![\\w$]))`, 'g');
    for (const use of code.matchAll(internal)) {
      if (use[1]) {
        internals.add(use[1]);
        continue;
      }
      const alias = new RegExp(`([\\w$]+) = ${escape(variable)}\\.__internal(?![\\w$.])`).exec(
        code.slice(Math.max(0, use.index - 100), use.index + variable.length + 12),
      );
      if (!alias)
        throw new Error(`${file} uses relay-runtime's __internal as a whole; the trimmed build cannot slice it`);
      for (const member of memberReads(code, alias[1], file)) internals.add(member);
    }
  }
  return { names: [...names].sort(), internals: [...internals].sort() };
}

const lookUp = (table: Record<string, TrimmedExport>, name: string, what: string, file: string) => {
  const target = table[name];
  if (!target) throw new Error(`${file} reads ${what} "${name}", which client/build/relay/exports.ts does not list`);
  const [module, property] = target;
  return `${name}: require(${JSON.stringify(`${module}.js`)})${property ? `.${property}` : ''}`;
};

/**
 * `code` with each `require('relay-runtime')` replaced by an object of just the members the file reads, each required
 * from its own file: the whole index as one object would pin every export to the first route's chunk. CommonJS to
 * CommonJS directly: through the entries' ES modules (exports.ts), each member would also bring an ES module wrapper.
 */
export function sliceRelayRuntimeRequires(
  code: string,
  file: string,
  exports: Record<string, TrimmedExport>,
  internals: Record<string, TrimmedExport>,
): string | null {
  const reads = relayRuntimeReads(code, file);
  if (!reads) return null;
  const members = reads.names.map((name) => lookUp(exports, name, 'relay-runtime', file));
  if (reads.internals.length) {
    const fields = reads.internals.map((name) => lookUp(internals, name, 'relay-runtime __internal', file));
    members.push(`__internal: { ${fields.join(', ')} }`);
  }
  return code.replace(ANY_REQUIRE, `{ ${members.join(', ')} }`);
}
