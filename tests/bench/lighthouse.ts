// Lighthouse (mobile defaults: emulated phone, simulated slow 4G and 4x CPU slowdown) on the pages most visitors
// land on, in English and Arabic, against the budgets of the first load: performance at least 90, accessibility,
// best practices and SEO 100.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { findChromium } from '../../scripts/lib/chromium.ts';
import { firstSlugs } from './screens.ts';

export interface LighthousePage {
  name: string;
  path: string;
}

/** Arabic pages live under /ar: a page's Arabic address is its English one with this prefix. */
export const ARABIC_PREFIX = '/ar';

/** The pages measured, English paths; each is measured again under ARABIC_PREFIX. */
export async function lighthousePages(url: string): Promise<LighthousePage[]> {
  const { event, place } = await firstSlugs(url);
  const english: LighthousePage[] = [
    { name: 'home', path: '/' },
    { name: 'events', path: '/events' },
    { name: 'event', path: `/events/${encodeURIComponent(event)}` },
    { name: 'places list', path: '/places/list' },
    { name: 'place', path: `/places/${encodeURIComponent(place)}` },
  ];
  return [
    ...english.map((page) => ({ ...page, name: `${page.name} (en)` })),
    ...english.map((page) => ({
      name: `${page.name} (ar)`,
      path: page.path === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${page.path}`,
    })),
  ];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The lowest score (0-100) each category may have. */
export const BUDGETS: Record<Category, number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export interface LighthouseFigures {
  page: string;
  path: string;
  /** Scores 0-100 by category; null when Lighthouse could not score the page. */
  scores: Record<Category, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Why the page could not be measured (Lighthouse's runtime error), when it could not. */
  error?: string;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const median = (values: number[]) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Runs Lighthouse `runs` times on each page (one Chromium, a fresh tab and cleared storage per run) and keeps the
 * median of each figure: on a shared machine a single run's CPU-bound figures (TBT, and so performance) are noisy.
 */
export async function measureLighthouse(
  baseUrl: string,
  pages: LighthousePage[],
  runs = 1,
): Promise<LighthouseFigures[]> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('Chromium is missing: apt-get install -y chromium');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const results: RunnerResult['lhr'][] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${baseUrl}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        results.push(result.lhr);
      }
      const numeric = (audit: string) =>
        median(results.flatMap((lhr) => lhr.audits[audit]?.numericValue ?? []).filter(Number.isFinite));
      const error = results.find((lhr) => lhr.runtimeError)?.runtimeError;
      figures.push({
        page: page.name,
        path: page.path,
        scores: Object.fromEntries(
          CATEGORIES.map((category) => {
            const scores = results.flatMap((lhr) => lhr.categories[category]?.score ?? []);
            const value = median(scores);
            return [category, value === null ? null : Math.round(value * 100)];
          }),
        ) as Record<Category, number | null>,
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        ...(error ? { error: `${error.code}: ${error.message}` } : {}),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

const score = (value: number | null, budget: number) => (value === null ? `- / ${budget}` : `${value} / ${budget}`);
const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`);

/** One table row per page: each score beside its budget (score / budget), then the paint and layout figures. */
export function lighthouseRows(figures: LighthouseFigures[]): Record<string, string>[] {
  return figures.map((f) => ({
    page: f.page,
    path: f.path,
    performance: score(f.scores.performance, BUDGETS.performance),
    accessibility: score(f.scores.accessibility, BUDGETS.accessibility),
    'best practices': score(f.scores['best-practices'], BUDGETS['best-practices']),
    SEO: score(f.scores.seo, BUDGETS.seo),
    FCP: seconds(f.fcpMs),
    LCP: seconds(f.lcpMs),
    TBT: f.tbtMs === null ? '-' : `${Math.round(f.tbtMs)} ms`,
    CLS: f.cls === null ? '-' : f.cls.toFixed(3),
  }));
}

/** The budgets `figures` miss, one line each (a page Lighthouse could not score misses all of them). */
export function lighthouseMisses(figures: LighthouseFigures[]): string[] {
  return figures.flatMap((f) => [
    ...(f.error ? [`${f.page} ${f.path}: not measured (${f.error})`] : []),
    ...CATEGORIES.filter((category) => (f.scores[category] ?? -1) < BUDGETS[category]).map(
      (category) => `${f.page} ${f.path}: ${category} ${f.scores[category] ?? '-'} < ${BUDGETS[category]}`,
    ),
  ]);
}
