import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  exportId,
  exportModuleSource,
  exportOfId,
  reactRelayExports,
  relayRuntimeExports,
  relayRuntimeInternals,
  trimmedEntrySource,
  type TrimmedExport,
} from './exports.ts';
import { leftOutKinds, leftOutMethods, methodsLeftOutOf, unusedMethods, withoutMethods } from './leftOutMethods.ts';
import { relayRuntimeReads, sliceRelayRuntimeRequires } from './runtimeRequires.ts';
import { ACTIVE_FRAGMENT_HOOK, leftOut } from './trimmedRelay.ts';

const require = createRequire(import.meta.url);
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The app's TypeScript files under `dir`, generated artifacts left aside. */
const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourcesOf(file);
    return /\.tsx?$/.test(file) ? [file] : [];
  });

describe('relayRuntimeReads', () => {
  it('follows the shapes of Babel CommonJS output', () => {
    const code = `var _require = require('relay-runtime'),
  fetchQuery = _require.__internal.fetchQuery,
  getRequest = _require.getRequest;
var _require3 = require("relay-runtime"),
  _require3$__internal = _require3.__internal,
  fetchQueryDeduped = _require3$__internal.fetchQueryDeduped,
  getPromiseForActiveRequest = _require3$__internal.getPromiseForActiveRequest,
  Observable = _require3.Observable;
function f() { return _require3.RelayFeatureFlags.X; }`;
    expect(relayRuntimeReads(code, 'f.js')).toEqual({
      names: ['Observable', 'RelayFeatureFlags', 'getRequest'],
      internals: ['fetchQuery', 'fetchQueryDeduped', 'getPromiseForActiveRequest'],
    });
  });

  it('is null for a file without the require', () => {
    expect(relayRuntimeReads(`var x = require('react');`, 'f.js')).toBeNull();
  });

  it('refuses shapes it cannot follow', () => {
    expect(() => relayRuntimeReads(`module.exports = require('relay-runtime');`, 'f.js')).toThrow(/shape/);
    expect(() => relayRuntimeReads(`var r = require('relay-runtime'); use(r);`, 'f.js')).toThrow(/as a whole/);
    expect(() => relayRuntimeReads(`var r = require('relay-runtime'), i = use(r.__internal);`, 'f.js')).toThrow(
      /__internal as a whole/,
    );
  });
});

describe('sliceRelayRuntimeRequires', () => {
  it('replaces the require with the members the file reads, each from its own module', () => {
    const code = `var _require = require('relay-runtime'), a = _require.__internal.fetchQuery, b = _require.getRequest;`;
    const sliced = sliceRelayRuntimeRequires(code, 'f.js', relayRuntimeExports, relayRuntimeInternals)!;
    expect(sliced).not.toContain(`require('relay-runtime')`);
    expect(sliced).toContain(`getRequest: require("relay-runtime/lib/query/GraphQLTag.js").getRequest`);
    expect(sliced).toContain(
      `__internal: { fetchQuery: require("relay-runtime/lib/query/fetchQueryInternal.js").fetchQuery }`,
    );
    expect(sliced).toContain(`a = _require.__internal.fetchQuery, b = _require.getRequest;`);
  });

  it('fails on a member the trimmed entry does not list', () => {
    const code = `var _require = require('relay-runtime'), q = _require.QueryResponseCache;`;
    expect(() => sliceRelayRuntimeRequires(code, 'f.js', relayRuntimeExports, relayRuntimeInternals)).toThrow(
      /QueryResponseCache/,
    );
  });
});

describe('the trimmed entries', () => {
  it('re-export each name from a module of its own', () => {
    const source = trimmedEntrySource({ loadQuery: reactRelayExports.loadQuery });
    expect(source).toBe(
      `export { default as loadQuery } from ${JSON.stringify(exportId(reactRelayExports.loadQuery))};\n`,
    );
    expect(exportOfId(exportId(reactRelayExports.loadQuery))).toEqual(reactRelayExports.loadQuery);
    expect(exportModuleSource(reactRelayExports.loadQuery)).toBe(
      `import { loadQuery as value } from "react-relay/lib/relay-hooks/loadQuery.js";\nexport default value;\n`,
    );
    expect(exportModuleSource(relayRuntimeExports.Environment)).toBe(
      `import value from "relay-runtime/lib/store/RelayModernEnvironment.js";\nexport default value;\n`,
    );
  });

  it('hold the same values as the package indexes', () => {
    const indexes: [Record<string, unknown>, Record<string, TrimmedExport>][] = [
      [require('react-relay'), reactRelayExports],
      [require('relay-runtime'), relayRuntimeExports],
      [require('relay-runtime').__internal, relayRuntimeInternals],
    ];
    for (const [index, list] of indexes) {
      for (const [name, [module, property]] of Object.entries(list)) {
        const file = require(module) as Record<string, unknown>;
        const value = property ? file[property] : file;
        expect(value, name).toBeDefined();
        expect(value, name).toBe(index[name]);
      }
    }
  });

  it('cover every member that the react-relay files they reach read from relay-runtime', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, 'utf8');
      sliceRelayRuntimeRequires(code, file, relayRuntimeExports, relayRuntimeInternals);
      for (const [, id] of code.matchAll(/require\(["'](\.{1,2}\/[^"']+)["']\)/g))
        visit(require.resolve(path.resolve(path.dirname(file), id)));
    };
    for (const [module] of Object.values(reactRelayExports))
      if (module.startsWith('react-relay/')) visit(require.resolve(module));
    expect(seen.size).toBeGreaterThan(10);
  });
});

describe('parts left out', () => {
  const generated = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : generated(file);
      return file.includes(`${path.sep}__generated__${path.sep}`) && file.endsWith('.ts') ? [file] : [];
    });
  it('are features no generated artifact and no app file uses', () => {
    const artifacts = generated(path.join(clientDir, 'src'));
    expect(artifacts.length).toBeGreaterThan(20);
    for (const file of artifacts)
      expect(readFileSync(file, 'utf8'), file).not.toMatch(
        /"kind": "(RelayResolver|RelayLiveResolver|ClientEdgeToClientObject|UpdatableQuery)"/,
      );
    for (const file of sourcesOf(path.join(clientDir, 'src')))
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/readUpdatable|\bconfigs:|RelayFeatureFlags/);
  });

  it('keep the active useFragment implementation', () => {
    expect(require('relay-runtime').RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
    expect(readFileSync(require.resolve('react-relay/lib/relay-hooks/useFragmentInternal.js'), 'utf8')).toMatch(
      new RegExp(`ENABLE_ACTIVITY_COMPATIBILITY\\) \\{\\s*return \\(0, _${ACTIVE_FRAGMENT_HOOK}`),
    );
  });

  it('replace the resolver cache with every method the store and reader call', () => {
    const store = path.dirname(require.resolve('relay-runtime/lib/store/RelayModernStore.js'));
    const called = new Set(
      ['RelayModernStore.js', 'RelayReader.js', 'RelayStoreSubscriptions.js'].flatMap((file) =>
        [...readFileSync(path.join(store, file), 'utf8').matchAll(/_?resolverCache\.(\w+)\(/g)].map((m) => m[1]),
      ),
    );
    const { NoopResolverCache } = require('relay-runtime/lib/store/ResolverCache.js');
    const stub = leftOut.find((part) => part.id.endsWith('LiveResolverCache'))!.source;
    for (const method of called)
      expect(method in NoopResolverCache.prototype || new RegExp(`\\b${method}\\(`).test(stub), method).toBe(true);
    expect(called.size).toBeGreaterThan(5);
  });

  it('stand in for modules that are required there, with the same exports', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    const requiredIds = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/require\(["']([^"']+)["']\)/g)].map((match) => match[1]);
    const relayLib = path.dirname(require.resolve('relay-runtime/lib/index.js'));
    for (const part of leftOut) {
      const requirers = files(path.join(relayLib, ...part.importer.slice(2))).flatMap((file) =>
        requiredIds(file)
          .filter((id) => id === part.id || id.endsWith(`/${part.id}`))
          .map((id) => path.resolve(path.dirname(file), id)),
      );
      expect(requirers.length, part.id).toBeGreaterThan(0);
      const original = require(requirers[0]) as Record<string, unknown>;
      const exported = [...part.source.matchAll(/^export (?:class|function|const) (\w+)/gm)].map((m) => m[1]);
      expect(exported.sort(), part.id).toEqual(Object.keys(original).sort());
      // Constants keep their values: strings as they are, frozen objects key by key.
      for (const [name, value] of Object.entries(original)) {
        if (typeof value === 'string') expect(part.source, name).toContain(`${name} = '${value}'`);
        if (typeof value === 'object' && value)
          for (const [key, member] of Object.entries(value)) expect(part.source, name).toContain(`${key}: '${member}'`);
      }
    }
  });

  it('include no AST kind that reaches the methods left out of the store', () => {
    const kinds = new RegExp(`"kind": "(${leftOutKinds.join('|')})"`);
    const artifacts = generated(path.join(clientDir, 'src'));
    expect(artifacts.length).toBeGreaterThan(20);
    for (const file of artifacts) expect(readFileSync(file, 'utf8'), file).not.toMatch(kinds);
    // The environment checks with missing field handlers only when it has some, or for client abstract types.
    for (const file of artifacts) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\bclientAbstractTypes\b/);
    expect(readFileSync(require.resolve('relay-runtime/lib/store/RelayModernEnvironment.js'), 'utf8')).toMatch(
      /if \(this\._missingFieldHandlers\.length === 0 && !operationHasClientAbstractTypes\(operation\)\) \{\n\s*return this\._store\.check\(operation\);\n\s*\}\n\s*return this\._checkSelectorAndHandleMissingFields\(/,
    );
    const environment = readFileSync(path.join(clientDir, 'src', 'relay', 'environment.ts'), 'utf8');
    expect(environment).toMatch(/new Environment\(\{\n\s*network: [^\n]*\n\s*store: [^\n]*\n\s*\}\)/);
    for (const file of sourcesOf(path.join(clientDir, 'src')))
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/missingFieldHandlers/);
    // A fragment's @catch reaches the reader's _catchErrors through its metadata rather than a selection.
    for (const file of artifacts) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\bcatchTo\b/);
    expect(readFileSync(require.resolve('relay-runtime/lib/store/RelayReader.js'), 'utf8')).toMatch(
      /var catchTo = [^;]*metadata[^;]*catchTo;\n\s*if \(catchTo != null\) \{\n\s*data = this\._catchErrors\(/,
    );
  });
});

describe('withoutMethods', () => {
  const sample = `var A = function () {
  function A() {}
  var _proto = A.prototype;
  _proto.kept = function kept() {
    return 1;
  };
  _proto.dropped = function dropped(x) {
    return { x: x };
  };
  _proto.last = function last() {
    return 3;
  };
  return A;
}();
module.exports = A;
`;
  const load = (code: string) => {
    const module = { exports: {} as { prototype: Record<string, () => unknown> } };
    new Function('module', code)(module);
    return module.exports.prototype;
  };

  it('makes the named methods throw and keeps the others', () => {
    const proto = load(withoutMethods(sample, 'a.js', ['dropped']));
    expect(proto.kept()).toBe(1);
    expect(proto.last()).toBe(3);
    expect(() => proto.dropped()).toThrow(/not in this build/);
  });

  it('fails on a method the file does not have', () => {
    expect(() => withoutMethods(sample, 'a.js', ['missing'])).toThrow(/no method missing/);
  });

  it('finds every listed method in relay-runtime and leaves code that still compiles', () => {
    for (const file of new Set([...Object.keys(leftOutMethods), ...Object.keys(unusedMethods)])) {
      const methods = methodsLeftOutOf(file)!;
      const code = readFileSync(require.resolve(`relay-runtime/lib/store/${file}`), 'utf8');
      const trimmed = withoutMethods(code, file, methods);
      expect(() => new Function('require', 'module', 'exports', trimmed), file).not.toThrow();
      expect(trimmed.length, file).toBeLessThan(code.length - 300);
      const assignments = (source: string) => source.match(/\n {2}_proto\.\w+ = function/g)?.length;
      expect(assignments(trimmed), file).toBe(assignments(code));
    }
  });
});

describe('methods nothing calls', () => {
  /** The Relay files the build can bundle: the trimmed entries' modules and what they require, less the parts left out. */
  function bundledRelayFiles(): Set<string> {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, id] of readFileSync(file, 'utf8').matchAll(/require\(["']([^"']+)["']\)/g)) {
        if (leftOut.some((part) => id === part.id || id.endsWith(`/${part.id}`))) continue;
        if (id.startsWith('.')) visit(require.resolve(path.resolve(path.dirname(file), id)));
        else if (/^(relay-runtime|react-relay)\//.test(id)) visit(require.resolve(id));
      }
    };
    const modules = [reactRelayExports, relayRuntimeExports, relayRuntimeInternals].flatMap((list) =>
      Object.values(list).map(([module]) => module),
    );
    for (const module of modules) if (module.includes('/lib/')) visit(require.resolve(module));
    return seen;
  }

  it('are called by no bundled Relay file, as the build has it, and by no app file', () => {
    const files = bundledRelayFiles();
    expect(files.size).toBeGreaterThan(50);
    const store = path.dirname(require.resolve('relay-runtime/lib/store/RelayModernStore.js'));
    const code = [...files].map((file) => {
      const methods = path.dirname(file) === store ? methodsLeftOutOf(path.basename(file)) : undefined;
      const source = readFileSync(file, 'utf8');
      return { file, code: methods ? withoutMethods(source, file, methods) : source };
    });
    const app = sourcesOf(path.join(clientDir, 'src')).map((file) => ({ file, code: readFileSync(file, 'utf8') }));
    for (const [owner, methods] of Object.entries(unusedMethods)) {
      expect(files.has(path.join(store, owner)), owner).toBe(true);
      for (const method of methods)
        for (const { file, code: source } of [...code, ...app]) {
          const uses = source.replace(new RegExp(`_proto\\.${method} = function ${method}\\(`, 'g'), '');
          expect(uses, `${method} in ${file}`).not.toMatch(new RegExp(`\\.${method}\\b`));
        }
    }
  });
});
