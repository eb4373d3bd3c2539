import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { PageHead } from './pageHead.ts';

/** The search keywords of each kind of page, in the page's language (every route's head has keywords). */
const keywordMessages = defineMessages({
  site: { id: 'keywords.site', defaultMessage: 'Dalil, Saudi Arabia, things to do, events, experiences, places' },
  events: { id: 'keywords.events', defaultMessage: 'events, concerts, festivals, exhibitions, tickets' },
  experiences: { id: 'keywords.experiences', defaultMessage: 'experiences, tours, workshops, activities, booking' },
  places: { id: 'keywords.places', defaultMessage: 'places, restaurants, cafés, museums, parks, opening hours' },
  articles: { id: 'keywords.articles', defaultMessage: 'articles, city guides, landmarks, food, culture' },
  curatedLists: { id: 'keywords.curatedLists', defaultMessage: 'curated lists, editors’ picks, city guides' },
  account: { id: 'keywords.account', defaultMessage: 'Dalil account, sign in, sign up, favourites' },
  community: { id: 'keywords.community', defaultMessage: 'community, tips, photos, reviews' },
  search: { id: 'keywords.search', defaultMessage: 'search, places, events, experiences, organisers' },
});

export type KeywordFamily = Exclude<keyof typeof keywordMessages, 'site'>;

const messages: Record<keyof typeof keywordMessages, MessageDescriptor> = keywordMessages;

/** "a, b، c" as ["a", "b", "c"]: translations may use the Arabic comma. */
const splitList = (text: string) =>
  text
    .split(/[,،]/)
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * The head with its keywords: its own (its subject's name, categories, city), then its kind's, then the site's; each
 * once.
 */
export function withKeywords(
  head: PageHead,
  intl: IntlShape,
  family: KeywordFamily | null,
  { subject = false }: { subject?: boolean } = {},
): PageHead {
  const own = subject && head.heading && head.status === 200 ? [head.heading, ...head.keywords] : head.keywords;
  const words = [
    ...own,
    ...(family ? splitList(intl.formatMessage(messages[family])) : []),
    ...splitList(intl.formatMessage(messages.site)),
  ];
  const seen = new Set<string>();
  const keywords = words.filter((word) => {
    const key = word.toLocaleLowerCase(intl.locale);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ...head, keywords };
}
