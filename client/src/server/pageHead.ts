import type { IntlShape } from 'react-intl';
import { pageTitle } from '../layout/usePageTitle.ts';

/** What a served page's <head> says about it (docs/i18n.md#first-load). */
export interface PageHead {
  title: string;
  /** The page's main heading, painted from the HTML before scripts run (headTags.ts firstPaint); null: none. */
  heading: string | null;
  description: string;
  /** Search keywords in the page's language (none: no keywords tag). */
  keywords: string[];
  /** The share image and the page's largest image, fetched first. */
  image: { url: string; alt: string } | null;
  /** og:type. */
  type: 'website' | 'article';
  /** 200, or 404 when the page's subject does not exist. */
  status: 200 | 404;
  /** Pages search engines should not list (forms, the 404 page). */
  noIndex: boolean;
}

/** A page's head with the usual defaults (no image, a website, found, listed); the title is the heading's. */
export const pageHead = (
  intl: IntlShape,
  fields: Partial<Omit<PageHead, 'title'>> & Pick<PageHead, 'heading' | 'description'>,
): PageHead => ({
  title: pageTitle(intl, fields.heading),
  image: null,
  keywords: [],
  type: 'website',
  status: 200,
  noIndex: false,
  ...fields,
});

export interface HeadContext {
  intl: IntlShape;
  /** The chosen city's global id (the city cookie): `all` names no city (docs/home.md#all-cities). */
  cityId?: string | null;
}

/** A description of at most `max` characters, cut at a word, from the first text that has words. */
export function shortText(max: number, ...texts: (string | null | undefined)[]): string | null {
  const text = texts
    .map((value) =>
      value
        ?.replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .find(Boolean);
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
