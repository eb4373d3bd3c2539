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
