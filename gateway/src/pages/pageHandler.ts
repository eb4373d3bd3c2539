// Serves every page of the web client with its language, head and first answer already in the HTML
// (docs/i18n.md#first-load), and sends `/` to the visitor's language.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayYoga } from '../graphql/yoga.ts';
import type { Logger } from '../logger.ts';
import { localeFromAcceptLanguage, type Locale } from '../viewer/locale.ts';
import { cookieOf } from './cookies.ts';
import { originOf } from './origin.ts';
import { sendText } from '../http/compression.ts';
import { preloadTags, type PreloadLookup } from '../http/preload.ts';
import type { LoadedRenderer, PageOperation } from './renderer.ts';
// The web app writes these cookies; the names are the contract between the two.
import { CITY_COOKIE, LANGUAGE_COOKIE } from '../../../shared/cookies.ts';

/** How long a page waits for its data before it is served without (the browser then asks itself). */
const PAGE_DATA_TIMEOUT_MS = 3000;

export interface PageHandlerParts {
  yoga: GatewayYoga;
  loadRenderer: () => Promise<LoadedRenderer | null>;
  /** The hashed files of a page's modules, for its modulepreload links (docs/serving.md). */
  preload: PreloadLookup;
  /** Serves the plain index.html (the client is not built, or the renderer failed). */
  fallback: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void>;
  /** The site's public origin for canonical links (PUBLIC_URL); derived from the Host header when unset. */
  publicUrl: string | undefined;
  logger: Logger;
}

const isCityId = (value: string | null): value is string => value !== null && /^[A-Za-z0-9+/=_:-]{1,100}$/.test(value);

/** `/` opens in the language chosen before (a cookie), else the browser's first language. */
export function rootLocale(req: IncomingMessage): Locale {
  const chosen = cookieOf(req.headers.cookie, LANGUAGE_COOKIE);
  if (chosen === 'en' || chosen === 'ar') return chosen;
  return localeFromAcceptLanguage(req.headers['accept-language']);
}

function redirect(res: ServerResponse, status: 301 | 302, location: string, vary?: string) {
  res.writeHead(status, {
    location,
    'cache-control': status === 301 ? 'public, max-age=86400' : 'no-cache',
    ...(vary ? { vary } : {}),
  });
  res.end();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export function createPageHandler({ yoga, loadRenderer, preload, fallback, publicUrl, logger }: PageHandlerParts) {
  const execute = (req: IncomingMessage) => async (operation: PageOperation, locale: Locale) => {
    const body = JSON.stringify(
      operation.id
        ? { documentId: operation.id, operationName: operation.name, variables: operation.variables }
        : { query: operation.text, operationName: operation.name, variables: operation.variables },
    );
    // In-process: the same Yoga, executor and upstream as /graphql, without a trip over the network.
    const answer = Promise.resolve(
      yoga.fetch(
        'http://gateway.internal/graphql',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // The request guards refuse a POST without a length, as over HTTP.
            'content-length': String(Buffer.byteLength(body)),
            accept: 'application/graphql-response+json, application/json',
            'accept-language': locale,
            'x-graphql-csrf': '1',
            ...(req.headers['x-request-id'] ? { 'x-request-id': String(req.headers['x-request-id']) } : {}),
          },
          body,
        },
        {},
      ),
    ).then((response) => response.json() as Promise<Record<string, unknown>>);
    return withTimeout(answer, PAGE_DATA_TIMEOUT_MS);
  };

  return async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const rawUrl = req.url ?? '/';
    const search = rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?')) : '';
    if (pathname === '/' && rootLocale(req) === 'ar') {
      redirect(res, 302, `/ar/${search}`, 'Accept-Language, Cookie');
      return;
    }
    // English lives at the root; /en/... links (docs/i18n.md#language-in-the-url) lead there.
    if (pathname === '/en' || pathname.startsWith('/en/')) {
      redirect(res, 301, `${pathname.slice(3) || '/'}${search}`);
      return;
    }
    const loaded = await loadRenderer();
    if (!loaded) return fallback(req, res, pathname);
    const cityCookie = cookieOf(req.headers.cookie, CITY_COOKIE);
    let page;
    try {
      page = await loaded.renderer.renderPage({
        url: rawUrl,
        origin: originOf(req, publicUrl),
        cityId: isCityId(cityCookie) ? cityCookie : null,
        template: loaded.template,
        execute: execute(req),
      });
    } catch (error) {
      logger.error(`page ${pathname}: ${error instanceof Error ? error.stack : String(error)}`);
      return fallback(req, res, pathname);
    }
    let preloads = '';
    try {
      preloads = preloadTags(preload(page.modules ?? []));
    } catch (error) {
      // A module the build does not name (a renderer and build out of step) costs its preload, not the page.
      logger.warn(`page ${pathname}: no module preloads (${error instanceof Error ? error.message : String(error)})`);
    }
    const html = page.html.replace('</head>', `${preloads}</head>`);
    await sendText(
      req,
      res,
      page.status,
      {
        'content-type': 'text/html; charset=utf-8',
        'content-language': page.locale,
        // Each page holds the data of the city in the city cookie.
        'cache-control': 'no-cache',
        vary: 'Cookie',
      },
      html,
    );
  };
}
