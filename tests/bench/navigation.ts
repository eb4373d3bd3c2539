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
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    let count = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') count += 1;
    });
    const figures: NavigationFigures[] = [];
    const step = async (name: string, action: () => Promise<unknown>) => {
      count = 0;
      const started = performance.now();
      await action();
      await page.waitForLoadState('networkidle');
      figures.push({ step: name, graphqlRequests: count, ms: performance.now() - started });
    };
    await step('first load of /', () => page.goto(url));
    await step('home -> events', () => page.getByRole('navigation').first().getByRole('link', { name: 'Events', exact: true }).click());
    await step('events -> event detail', () => page.locator('main a[href^="/events/"]').first().click());
    await step('detail -> experiences', () => page.getByRole('navigation').first().getByRole('link', { name: 'Experiences', exact: true }).click());
    await step('experiences -> experience detail', () => page.locator('main a[href^="/experiences/"]').first().click());
    await step('back', () => page.goBack());
    return figures;
  } finally {
    await browser.close();
  }
}
