import { tokens } from '@fluentui/tokens';
import { describe, expect, it } from 'vitest';
import { tokensModuleSource } from './fluentTokens.ts';

describe('Fluent tokens as a Proxy', () => {
  it('give every token the value of the package', async () => {
    const url = `data:text/javascript;base64,${Buffer.from(tokensModuleSource()).toString('base64')}`;
    const proxied = ((await import(/* @vite-ignore */ url)) as { tokens: Record<string, string> }).tokens;
    for (const [name, value] of Object.entries(tokens)) expect(proxied[name], name).toBe(value);
  });
});
