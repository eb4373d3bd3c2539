import type { Plugin } from 'vite';

const PREFIX = '\0dalil-babel-helper:';

/**
 * Babel's helpers that relay-runtime's and react-relay's compiled code calls, written with what every supported browser
 * has (Object.assign, iterators, Array.from) instead of Babel's ES5 versions and the helpers those pull in.
 */
export const nativeHelpers: Record<string, string> = {
  objectSpread2: `export default function objectSpread2(target) {
  for (let i = 1; i < arguments.length; i++) if (arguments[i] != null) Object.assign(target, arguments[i]);
  return target;
}`,
  defineProperty: `export default function defineProperty(target, key, value) {
  if (key in target) Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  else target[key] = value;
  return target;
}`,
  toConsumableArray: `export default function toConsumableArray(items) {
  return Array.from(items);
}`,
  // What a computed key `{ [key]: value }` does: symbols stay, anything else becomes its string.
  toPropertyKey: `export default function toPropertyKey(key) {
  return typeof key === 'symbol' ? key : String(key);
}`,
  // The object Babel's for...of loops drive: s() starts, n() steps, e() records a throw, f() closes the iterator.
  createForOfIteratorHelper: `export default function createForOfIteratorHelper(iterable) {
  let iterator, done = false, failed = false, error;
  return {
    s() { iterator = iterable[Symbol.iterator](); },
    n() { const step = iterator.next(); done = step.done; return step; },
    e(thrown) { failed = true; error = thrown; },
    f() {
      try { if (!done && iterator.return != null) iterator.return(); }
      finally { if (failed) throw error; }
    },
  };
}`,
};

const helperPath = /^@babel\/runtime\/helpers\/(?:esm\/)?(\w+?)(?:\.js)?$/;

/** Serves nativeHelpers in place of @babel/runtime's files in the browser build. */
export function nativeBabelHelpers(): Plugin {
  return {
    name: 'dalil-native-babel-helpers',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      const name = helperPath.exec(id)?.[1];
      return name && name in nativeHelpers ? `${PREFIX}${name}` : null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? nativeHelpers[id.slice(PREFIX.length)] : null;
    },
  };
}
