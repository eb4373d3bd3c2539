import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** Larger entry stylesheets stay a file: past this, caching it across pages beats saving its request. */
export const MAX_INLINE_BYTES = 24 * 1024;

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/**
 * `html` with each `<link rel=stylesheet>` of the build's own CSS replaced by a `<style>` of its content when that
 * is at most `maxBytes`: the entry stylesheet otherwise blocks the first paint for a request of its own. The CSS file
 * stays in the build (the manifest names it). `</style` cannot occur in CSS the build emits outside strings, but is
 * escaped anyway so the style element cannot end early.
 */
export function inlineStylesheets(
  html: string,
  cssOf: (file: string) => string | undefined,
  maxBytes = MAX_INLINE_BYTES,
) {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = cssOf(file);
    if (css === undefined || Buffer.byteLength(css) > maxBytes) return link;
    return `<style>${css.replace(/<\/style/gi, '<\\/style').trim()}</style>`;
  });
}

const cssAsset = (bundle: IndexHtmlTransformContext['bundle'], file: string) => {
  const asset = bundle?.[file];
  if (asset?.type !== 'asset') return undefined;
  return typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
};

/** Inlines the entry's small stylesheet into index.html at build time (see inlineStylesheets). */
export function inlineEntryCss(): Plugin {
  return {
    name: 'dalil-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => inlineStylesheets(html, (file) => cssAsset(bundle, file)),
    },
  };
}
