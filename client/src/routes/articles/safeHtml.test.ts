import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderSafeHtml } from './safeHtml.tsx';

const render = (html: string) => renderToStaticMarkup(createElement(Fragment, null, ...renderSafeHtml(html)));

describe('renderSafeHtml', () => {
  it('keeps the allowed tags and safe links (opening in a new tab)', () => {
    expect(
      render(
        '<p>Tea &amp; <strong>dates</strong></p><ul><li>One</li></ul><a href="https://a.example/x?y=1&amp;z=2">go</a>',
      ),
    ).toBe(
      '<p>Tea &amp; <strong>dates</strong></p><ul><li>One</li></ul><a href="https://a.example/x?y=1&amp;z=2" target="_blank" rel="noopener noreferrer">go</a>',
    );
  });

  it('never renders scripts, event handlers, unsafe URLs or other elements', () => {
    const html = render(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(2)"><iframe src="https://evil"></iframe>' +
        '<a href="javascript:alert(3)" onmouseover="x()">a</a><a href="jav&#x61;script:alert(4)">b</a><style>p{}</style><svg onload="x()"><script>1</script></svg>',
    );
    expect(html).toBe('<p>Hi</p><span>a</span><span>b</span>');
    expect(html).not.toMatch(/script|onerror|onclick|onload|onmouseover|iframe|img|style/i);
  });

  it('closes what is left open and ignores stray closing tags', () => {
    expect(render('<p>a<em>b</p></li>c')).toBe('<p>a<em>b</em></p>c');
  });
});
