import type { Locale } from '../i18n/locale.ts';
import type { PageHead } from './pageHead.ts';

export interface PageUrls {
  canonical: string;
  alternates: Record<Locale, string>;
  origin: string;
}

const ogLocales: Record<Locale, string> = { en: 'en_US', ar: 'ar_SA' };

/** Text for an HTML attribute or element: the five characters that could end it are escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON safe inside <script>: no `</script>`, no HTML comment openers, no line separators JavaScript chokes on. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const absolute = (url: string, origin: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** The head tags of a page: title, description, canonical, hreflang alternates, Open Graph and Twitter card. */
export function renderHeadTags(head: PageHead, urls: PageUrls, locale: Locale): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const image = head.image ? absolute(head.image.url, urls.origin) : null;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.keywords.length ? [meta('name', 'keywords', head.keywords.join(', '))] : []),
    ...(head.noIndex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(urls.canonical)}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(urls.alternates.en)}">`,
    `<link rel="alternate" hreflang="ar" href="${escapeHtml(urls.alternates.ar)}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urls.alternates.en)}">`,
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', urls.canonical),
    meta('property', 'og:locale', ogLocales[locale]),
    meta('property', 'og:locale:alternate', ogLocales[locale === 'ar' ? 'en' : 'ar']),
    meta('property', 'og:site_name', 'Dalil'),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', head.image!.alt)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...(image ? [`<link rel="preload" as="image" href="${escapeHtml(head.image!.url)}" fetchpriority="high">`] : []),
  ];
  return `${tags.join('\n    ')}\n  `;
}

/** Styles of the first paint: a plain bar and the page's heading, description and image, before the app's own. */
const FIRST_PAINT_STYLE = `<style>
.first-paint{max-width:1280px;margin:0 auto;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;color:#242424}
.first-paint-bar{display:flex;align-items:center;min-height:56px;padding-inline:16px;background:#fff;border-block-end:1px solid #e0e0e0;font-weight:600;font-size:20px;color:#0b6a5a}
.first-paint-main{padding:16px}
.first-paint-main h1{font-size:32px;line-height:40px;font-weight:700;margin:0 0 8px}
.first-paint-main p{font-size:16px;line-height:24px;margin:0 0 16px;max-width:70ch}
.first-paint-main img{display:block;width:calc(100% + 32px);margin-inline:-16px;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:8px;background:#e0e0e0}
</style>`;

/**
 * What the page shows from its HTML before the app's scripts run (they replace it): the site's name, the page's
 * heading and description, and its main image. Apps that do not run JavaScript see the page's subject too.
 */
export function renderFirstPaint(head: PageHead, homePath: string, siteName: string): { style: string; body: string } {
  if (!head.heading) return { style: '', body: '' };
  const image = head.image
    ? `<img src="${escapeHtml(head.image.url)}" alt="${escapeHtml(head.image.alt)}" width="1280" height="720" fetchpriority="high">`
    : '';
  const body = [
    '<div class="first-paint">',
    `<div class="first-paint-bar"><a href="${escapeHtml(homePath)}" style="color:inherit;text-decoration:none">${escapeHtml(siteName)}</a></div>`,
    `<div class="first-paint-main"><h1>${escapeHtml(head.heading)}</h1><p>${escapeHtml(head.description)}</p>${image}</div>`,
    '</div>',
  ].join('');
  return { style: FIRST_PAINT_STYLE, body };
}
