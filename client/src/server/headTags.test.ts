import { describe, expect, it } from 'vitest';
import { escapeHtml, renderFirstPaint, renderHeadTags, scriptJson } from './headTags.ts';
import { createIntl } from 'react-intl';
import { pageHead, shortText } from './pageHead.ts';

const intl = createIntl({ locale: 'en', defaultLocale: 'en' });

const urls = {
  canonical: 'https://dalil.example/ar/events?text="><script>',
  alternates: { en: 'https://dalil.example/events', ar: 'https://dalil.example/ar/events' },
  origin: 'https://dalil.example',
};

describe('the served head', () => {
  it('escapes what could end an attribute or an element', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe(
      '&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;&#38;',
    );
    const tags = renderHeadTags(
      pageHead(intl, { heading: '</title><script>x</script>', description: '"onload="x' }),
      urls,
      'ar',
    );
    expect(tags).not.toContain('<script>');
    expect(tags).not.toContain('"onload="');
    expect(tags).toContain('<title>&#60;/title&#62;&#60;script&#62;x&#60;/script&#62; · Dalil</title>');
  });

  it('keeps JSON in a script element from closing it', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028' });
  });

  it('writes canonical, hreflang pairs, Open Graph and the card, with an absolute image', () => {
    const tags = renderHeadTags(
      pageHead(intl, {
        heading: 'Jeddah Season',
        description: 'On the waterfront',
        image: { url: '/media/1.jpg', alt: 'Sea' },
        type: 'article',
      }),
      urls,
      'en',
    );
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://dalil.example/events">');
    expect(tags).toContain('<link rel="alternate" hreflang="ar" href="https://dalil.example/ar/events">');
    expect(tags).toContain('<meta property="og:image" content="https://dalil.example/media/1.jpg">');
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(tags).toContain('<meta property="og:locale" content="en_US">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain('<link rel="preload" as="image" href="/media/1.jpg" fetchpriority="high">');
    expect(tags).not.toContain('noindex');
  });

  it('cuts descriptions at a word, from the first text that has words', () => {
    expect(shortText(20, null, '  ', 'A festival on the Jeddah waterfront')).toBe('A festival on the…');
    expect(shortText(160, '<p>Short <b>text</b></p>')).toBe('Short text');
    expect(shortText(10, null, undefined)).toBeNull();
  });
});

describe('the first paint', () => {
  it('shows the heading, description and image, escaped, and nothing for a page without a heading', () => {
    const head = pageHead(intl, {
      heading: '<b>Jeddah</b>',
      description: 'A "waterfront"',
      image: { url: '/media/1.jpg', alt: 'Sea' },
    });
    const { style, body } = renderFirstPaint(head, '/ar/', 'دليل');
    expect(style).toContain('<style>');
    expect(body).toContain('<h1>&#60;b&#62;Jeddah&#60;/b&#62;</h1>');
    expect(body).toContain('<p>A &#34;waterfront&#34;</p>');
    expect(body).toContain('<img src="/media/1.jpg" alt="Sea"');
    expect(body).toContain('<a href="/ar/"');
    expect(renderFirstPaint(pageHead(intl, { heading: null, description: 'y' }), '/', 'Dalil')).toEqual({
      style: '',
      body: '',
    });
  });
});
