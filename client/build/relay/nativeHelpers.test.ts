import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { nativeHelpers } from './nativeHelpers.ts';

const require = createRequire(import.meta.url);

const load = async (name: string) => {
  const url = `data:text/javascript;base64,${Buffer.from(nativeHelpers[name]).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { default: (...args: unknown[]) => unknown }).default;
};
const babel = (name: string) => require(`@babel/runtime/helpers/${name}`) as (...args: unknown[]) => unknown;

describe('native Babel helpers', () => {
  it('toPropertyKey gives the keys of Babel’s', async () => {
    const native = await load('toPropertyKey');
    const symbol = Symbol('s');
    const inputs = ['__errors', '', 0, 12.5, -0, null, undefined, true, symbol, { toString: () => 'custom' }, [1, 2]];
    for (const input of inputs) expect(native(input)).toBe(babel('toPropertyKey')(input));
  });

  it('toConsumableArray and objectSpread2 give what Babel’s give', async () => {
    for (const input of [[1, 2], new Set(['a']), 'ab'])
      expect(await load('toConsumableArray').then((f) => f(input))).toEqual(babel('toConsumableArray')(input));
    const spread = await load('objectSpread2');
    expect(spread({ a: 1 }, { b: 2 }, null, { a: 3 })).toEqual(
      babel('objectSpread2')({ a: 1 }, { b: 2 }, null, { a: 3 }),
    );
  });
});
