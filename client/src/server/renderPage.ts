// The server side of the first load (docs/i18n.md#first-load): built by `vite build --ssr` into client/dist-server and
// called by the gateway for every page it serves. It picks the route's query and variables exactly as the browser's
// loaders do, lets the gateway run it in-process, and writes the answer and the page's head into the HTML.
import { createIntl } from 'react-intl';
import { matchRoutes } from 'react-router-dom';
import {
  createOperationDescriptor,
  Environment,
  getRequest,
  Network,
  RecordSource,
  Store,
  type GraphQLResponse,
  type Variables,
} from 'relay-runtime';
import { directionOf, formattingLocale, type Locale } from '../i18n/locale.ts';
import { loadMessages } from '../i18n/messages.ts';
import { localeOfPath, pathInLocale, pathWithoutLocale } from '../i18n/urlLocale.ts';
import { routeVariables } from '../routing/pageQuery.ts';
import { memberOnlyPages, publicPages, type PublicPage } from '../routing/publicPages.ts';
import { PRELOAD_ELEMENT_ID, type PreloadedAnswer } from '../relay/preloaded.ts';
import { fallbackHead, heads } from './heads.ts';
import { modulesOfPage } from './pageModules.ts';
import { renderFirstPaint, renderHeadTags, scriptJson, type PageUrls } from './headTags.ts';

/** One GraphQL operation for the gateway to run in-process. */
export interface PageOperation {
  /** The persisted operation's id, when relay-compiler persisted it. */
  id: string | null;
  /** The document, when it was not persisted. */
  text: string | null;
  name: string;
  variables: Variables;
}

export interface RenderPageInput {
  /** The request's path and query string, e.g. `/ar/events?when=today`. */
  url: string;
  /** The site's origin for canonical and alternate links, e.g. `https://dalil.example`. */
  origin: string;
  /** The chosen city's global id (the city cookie), or null for the default city. */
  cityId: string | null;
  /** The built index.html. */
  template: string;
  /** Runs an operation as a visitor in the page's language. */
  execute(operation: PageOperation, locale: Locale): Promise<GraphQLResponse>;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  locale: Locale;
  /** The route id, for logs. */
  pageId: string;
  /** The source modules the page loads first (its screen, query and messages), for the gateway's module preloads. */
  modules: string[];
}

const routeTable = [...publicPages, ...memberOnlyPages].map(({ id, path }) => ({ id, path }));
const publicById = new Map<string, PublicPage>(publicPages.map((page) => [page.id, page]));

function readAnswer(operation: ReturnType<typeof createOperationDescriptor>, response: GraphQLResponse): unknown {
  const environment = new Environment({
    network: Network.create(() => {
      throw new Error('The page renderer reads the answer it was given; it never fetches.');
    }),
    store: new Store(new RecordSource()),
  });
  if (!('data' in response) || !response.data) return null;
  environment.commitPayload(operation, response.data);
  return environment.lookup(operation.fragment).data;
}

async function runQuery(
  page: PublicPage,
  input: RenderPageInput,
  locale: Locale,
  search: URLSearchParams,
  params: Record<string, string | undefined>,
  pathname: string,
) {
  const { default: artifact } = await page.page.artifact();
  const request = getRequest(artifact);
  const operation = createOperationDescriptor(
    request,
    routeVariables(page.page, { params, searchParams: search, pathname }, input.cityId),
  );
  const { variables } = operation.request;
  const response = await input
    .execute(
      { id: request.params.id ?? null, text: request.params.text ?? null, name: request.params.name, variables },
      locale,
    )
    .catch(() => null);
  const usable = response && !('errors' in response && response.errors?.length) ? response : null;
  const preload: PreloadedAnswer | null = usable
    ? { operation: request.params.name, variables, response: usable }
    : null;
  return { data: usable ? readAnswer(operation, usable) : null, preload };
}

/** The page at a URL: its status, and the HTML with the language, head and preloaded answer written in. */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const url = new URL(input.url, 'http://page.invalid');
  const locale = localeOfPath(url.pathname);
  const pathname = pathWithoutLocale(url.pathname);
  const match = matchRoutes(routeTable, pathname)?.at(-1);
  const pageId = match?.route.id ?? 'notFound';
  const publicPage = publicById.get(pageId);
  const intl = createIntl({
    locale: formattingLocale(locale),
    messages: await loadMessages(locale),
    defaultLocale: 'en',
  });

  let head = fallbackHead({ intl }, publicPage === undefined);
  let preload: PreloadedAnswer | null = null;
  if (publicPage) {
    const answer = await runQuery(publicPage, input, locale, url.searchParams, match?.params ?? {}, pathname);
    preload = answer.preload;
    // Without an answer (the REST API down or slow) the page still loads and the browser asks again.
    if (answer.data || pageId === 'notFound') head = heads[pageId](answer.data, { intl, cityId: input.cityId });
  }

  const pathAndSearch = `${pathname}${url.search}`;
  const urls: PageUrls = {
    canonical: `${input.origin}${pathInLocale(pathAndSearch, locale)}`,
    alternates: {
      en: `${input.origin}${pathInLocale(pathAndSearch, 'en')}`,
      ar: `${input.origin}${pathInLocale(pathAndSearch, 'ar')}`,
    },
    origin: input.origin,
  };
  const firstPaint = renderFirstPaint(
    head,
    pathInLocale('/', locale),
    intl.formatMessage({ id: 'app.name', defaultMessage: 'Dalil' }),
  );
  const html = input.template
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `${renderHeadTags(head, urls, locale)}${firstPaint.style}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${firstPaint.body}</div>`)
    .replace(
      '</body>',
      preload
        ? `<script id="${PRELOAD_ELEMENT_ID}" type="application/json">${scriptJson(preload)}</script></body>`
        : '</body>',
    );
  return { status: head.status, html, locale, pageId, modules: modulesOfPage(pageId, publicPage?.page, locale) };
}
