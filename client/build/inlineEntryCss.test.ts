import { describe, expect, it } from 'vitest';
import { inlineStylesheets, MAX_INLINE_BYTES } from './inlineEntryCss.ts';

const page = (links: string) =>
  `<head><script type="module" crossorigin src="/assets/index-1.js"></script>${links}</head><body></body>`;

describe('inlineStylesheets', () => {
  it('replaces the build stylesheet link with its CSS', () => {
    const html = page('<link rel="stylesheet" crossorigin href="/assets/index-CRk9.css">');
    const css = { 'assets/index-CRk9.css': 'body{margin:0}\n' };
    expect(inlineStylesheets(html, (file) => css[file as keyof typeof css])).toBe(
      page('<style>body{margin:0}</style>'),
    );
  });

  it('keeps the link for CSS it does not have or that is too large', () => {
    const html = page('<link rel="stylesheet" crossorigin href="/assets/big.css">');
    expect(inlineStylesheets(html, () => undefined)).toBe(html);
    expect(inlineStylesheets(html, () => 'a{}'.repeat(MAX_INLINE_BYTES))).toBe(html);
    expect(inlineStylesheets(html, () => 'a{}', 2)).toBe(html);
  });

  it('cannot let the CSS close the style element', () => {
    const html = page('<link rel="stylesheet" href="/assets/a.css">');
    const inlined = inlineStylesheets(html, () => 'a::after{content:"</style><script>x()</script>"}');
    expect(inlined.match(/<\/style>/g)).toHaveLength(1);
    expect(inlined).toContain('<\\/style><script>');
  });
});
