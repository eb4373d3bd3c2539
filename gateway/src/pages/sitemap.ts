// /sitemap.xml and /robots.txt (docs/i18n.md#sitemap): every public page in English and Arabic, with hreflang pairs.
import { execute, parse, validate } from 'graphql';
import type { GatewayYoga } from '../graphql/yoga.ts';
import { escapeMarkup } from '../http/markup.ts';

const PAGE_SIZE = 100;
/** At most this many pages of one list per city, so one sitemap stays bounded whatever the catalogue's size. */
const MAX_PAGES = 50;
const CACHE_MS = 10 * 60_000;

const CITIES = /* GraphQL */ `
  query SitemapCities {
    cities(first: 100) {
      edges {
        node {
          id
        }
      }
    }
  }
`;

const HAPPENINGS = /* GraphQL */ `
  query SitemapHappenings($kind: ItemKind!, $cityId: ID!, $after: String) {
    happenings(kind: $kind, first: ${PAGE_SIZE}, after: $after, filter: { cityIds: [$cityId] }) {
      edges {
        node {
          slug
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

const PLACES = /* GraphQL */ `
  query SitemapPlaces($cityId: ID!, $after: String) {
    places(first: ${PAGE_SIZE}, after: $after, filter: { cityId: $cityId }) {
      edges {
        node {
          slug
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

interface SlugPage {
  edges: { node: { slug: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

type Run = (query: string, variables: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** Runs the gateway's own sitemap queries in-process, as a visitor, past the persisted-operations rule. */
function runner(yoga: GatewayYoga): Run {
  return async (query, variables) => {
    const request = new Request('http://gateway.internal/sitemap.xml', { headers: { 'accept-language': 'en' } });
    // graphql-js's own execute, not the envelope's: the visitors' response cache (a Yoga plugin) serves HTTP requests,
    // and these queries are the gateway's own, run once per ten minutes.
    const { schema, contextFactory } = yoga.getEnveloped({ request, params: { query, variables } });
    const document = parse(query);
    const errors = validate(schema, document);
    if (errors.length) throw new Error(`sitemap query invalid: ${errors[0].message}`);
    const result = (await execute({
      schema,
      document,
      variableValues: variables,
      contextValue: await contextFactory(),
    })) as { data?: Record<string, unknown> | null; errors?: readonly { message: string }[] };
    if (result.errors?.length || !result.data) throw new Error(`sitemap query failed: ${result.errors?.[0]?.message}`);
    return result.data;
  };
}

async function allSlugs(run: Run, query: string, field: string, variables: Record<string, unknown>) {
  const slugs: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const data = await run(query, { ...variables, after });
    const connection = data[field] as SlugPage;
    slugs.push(...connection.edges.map((edge) => edge.node.slug));
    if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    after = connection.pageInfo.endCursor;
  }
  return slugs;
}

/** The public paths, without the language prefix: the list screens, then every event, experience and place. */
export async function publicPaths(run: Run): Promise<string[]> {
  const cities = (await run(CITIES, {})).cities as { edges: { node: { id: string } }[] };
  const paths = new Set(['/', '/events', '/experiences', '/places', '/places/list']);
  for (const { node: city } of cities.edges) {
    const [events, experiences, places] = await Promise.all([
      allSlugs(run, HAPPENINGS, 'happenings', { kind: 'EVENT', cityId: city.id }),
      allSlugs(run, HAPPENINGS, 'happenings', { kind: 'EXPERIENCE', cityId: city.id }),
      allSlugs(run, PLACES, 'places', { cityId: city.id }),
    ]);
    for (const slug of events) paths.add(`/events/${encodeURIComponent(slug)}`);
    for (const slug of experiences) paths.add(`/experiences/${encodeURIComponent(slug)}`);
    for (const slug of places) paths.add(`/places/${encodeURIComponent(slug)}`);
  }
  return [...paths];
}

/** A sitemap with one <url> per page and language, each naming both languages as alternates. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const english = `${origin}${path}`;
    const arabic = `${origin}/ar${path}`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeMarkup(english)}"/>`,
      `<xhtml:link rel="alternate" hreflang="ar" href="${escapeMarkup(arabic)}"/>`,
    ].join('');
    return [english, arabic].map((loc) => `<url><loc>${escapeMarkup(loc)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /graphql',
    'Disallow: /profile',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public paths, gathered at most every ten minutes (a failed gathering is not kept). */
export function createSitemapSource(yoga: GatewayYoga, now = () => Date.now()) {
  const run = runner(yoga);
  let cached: { at: number; paths: Promise<string[]> } | null = null;
  return () => {
    if (!cached || now() - cached.at > CACHE_MS) {
      const paths = publicPaths(run);
      cached = { at: now(), paths };
      paths.catch(() => {
        if (cached?.paths === paths) cached = null;
      });
    }
    return cached.paths;
  };
}
