// Counts GraphQL requests per screen navigation in a real browser, as a person would click through the app.
import { chromium } from '@playwright/test';
import { findChromium } from '../../scripts/lib/chromium.ts';

export interface NavigationFigures {
  step: string;
  graphqlRequests: number;
  ms: number;
}

export async function measureNavigation(url: string): Promise<NavigationFigures[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium');
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    let count = 0;
    let lastRequestAt = 0;
    page.on('request', (request) => {
      lastRequestAt = performance.now();
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') count += 1;
    });
    // A client-side navigation has no load event: screens load their code, messages and query artifact on demand and
    // only then send their query, so a step waits for that query's answer (none on a back navigation) and a quiet network.
    const figures: NavigationFigures[] = [];
    const step = async (name: string, action: () => Promise<unknown>) => {
      count = 0;
      const started = performance.now();
      const answered = page
        .waitForResponse((response) => new URL(response.url()).pathname === '/graphql', { timeout: 5000 })
        .then(
          () => performance.now(),
          () => undefined,
        );
      await action();
      const answeredAt = await answered;
      while (performance.now() - lastRequestAt < 700) await page.waitForTimeout(100);
      // ms: until the screen's data arrived (0 when it rendered from the store without a request).
      figures.push({ step: name, graphqlRequests: count, ms: answeredAt === undefined ? 0 : answeredAt - started });
    };
    // A visitor's first load comes with its answer in the HTML: no GraphQL request (docs/i18n.md#first-load).
    await step('first load of /ar/events', () => page.goto(`${url}/ar/events`));
    await step('first load of /', () => page.goto(url));
    await step('home -> events', () =>
      page.getByRole('navigation').first().getByRole('link', { name: 'Events', exact: true }).click(),
    );
    await step('events -> event detail', () => page.locator('main a[href^="/events/"]').first().click());
    await step('detail -> experiences', () =>
      page.getByRole('navigation').first().getByRole('link', { name: 'Experiences', exact: true }).click(),
    );
    await step('experiences -> experience detail', () => page.locator('main a[href^="/experiences/"]').first().click());
    await step('back', () => page.goBack());
    await step('-> places (category grid)', () =>
      page.getByRole('navigation').first().getByRole('link', { name: 'Places', exact: true }).click(),
    );
    await step('places -> a category list', () => page.locator('main a[href^="/places/list"]').first().click());
    await step('list -> place detail', () =>
      page
        .locator('main a[href^="/places/"]:not([href^="/places/list"]):not([href^="/places/suggest"])')
        .first()
        .click(),
    );
    // The reading screens: the articles list is served with its data, then each click is one request.
    await step('first load of /articles', () => page.goto(`${url}/articles`));
    await step('articles -> article', () => page.locator('main a[href^="/articles/"]').first().click());
    await step('article -> related article', () =>
      page.locator('section[aria-labelledby="related-articles"] a[href^="/articles/"]').first().click(),
    );
    await step('-> home', () =>
      page.getByRole('navigation').first().getByRole('link', { name: 'Home', exact: true }).click(),
    );
    await step('home -> curated lists (see all)', () => page.locator('main a[href="/lists"]').first().click());
    await step('curated lists -> a list', () => page.locator('main a[href^="/lists/"]').first().click());
    await step('list -> next items (scroll)', () => page.mouse.wheel(0, 20000));
    return figures;
  } finally {
    await browser.close();
  }
}
