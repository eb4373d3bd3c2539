// The multi-search's budgets (docs/search.md): typing in the header field sends at most one GraphQL request per
// settled text, and one multi-search makes at most one upstream call per kind.
import { chromium } from '@playwright/test';
import { findChromium } from '../../scripts/lib/chromium.ts';
import results from '../../client/src/routes/search/results/__generated__/SearchResultsScreenQuery.graphql.ts';
import { documentIdOf } from './screens.ts';

export interface TypingFigures {
  typed: string;
  settledTexts: number;
  graphqlRequests: number;
}

export interface KindCallFigures {
  kind: string;
  upstreamCalls: number;
}

/** The searching call of each kind (the one carrying the text), by route. */
const KIND_ROUTES: Record<string, string> = {
  places: '/api/v1/places/search/',
  events: '/api/v1/events/search/',
  experiences: '/api/v1/experiences/search/',
  organizers: '/api/v1/organizers/',
  categories: '/api/v1/categories/',
  tags: '/api/v1/tags/',
};

/** Types into the header field as a person does (60 ms between keys, a pause between words) and counts requests. */
export async function measureTyping(url: string): Promise<TypingFigures[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    let count = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') count += 1;
    });
    await page.goto(`${url}/events`);
    const field = page.getByRole('banner').getByRole('searchbox');
    await field.click();
    const figures: TypingFigures[] = [];
    for (const [typed, pauses] of [
      ['Corniche', 1],
      ['Al Balad souq', 3],
    ] as const) {
      await field.fill('');
      await page.waitForTimeout(800);
      count = 0;
      // a pause after each word: each word is a settled text
      for (const word of typed.split(' ')) {
        await field.pressSequentially(`${word} `, { delay: 60 });
        await page.waitForTimeout(800);
      }
      figures.push({ typed, settledTexts: pauses, graphqlRequests: count });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** The upstream calls of one full results page query, per kind. */
export async function measureKindCalls(url: string): Promise<KindCallFigures[]> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({
      documentId: documentIdOf(results),
      variables: { text: 'Jeddah', hasText: true, first: 50, kinds: null, filter: { cityIds: [] }, pageUrl: '/search' },
    }),
  });
  const calls = JSON.parse(response.headers.get('x-upstream-calls') ?? '[]') as string[];
  return Object.entries(KIND_ROUTES).map(([kind, route]) => ({
    kind,
    upstreamCalls: calls.filter((call) => call.split('?')[0] === `GET ${route}` && /[?&](text|search)=/.test(call))
      .length,
  }));
}
