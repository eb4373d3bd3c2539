import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  title: { id: 'articles.title', defaultMessage: 'Articles' },
  count: {
    id: 'articles.count',
    defaultMessage: '{count, plural, =0 {No articles} one {# article} other {# articles}}',
  },
  byline: { id: 'articles.byline', defaultMessage: 'By {author} · {source}' },
  languageFilter: { id: 'articles.languageFilter', defaultMessage: 'Language' },
  sourceFilter: { id: 'articles.sourceFilter', defaultMessage: 'Source' },
  tagFilter: { id: 'articles.tagFilter', defaultMessage: 'Tag' },
  anyLanguage: { id: 'articles.anyLanguage', defaultMessage: 'Any language' },
  anySource: { id: 'articles.anySource', defaultMessage: 'Any source' },
  anyTag: { id: 'articles.anyTag', defaultMessage: 'Any tag' },
  english: { id: 'articles.english', defaultMessage: 'English' },
  arabic: { id: 'articles.arabic', defaultMessage: 'Arabic' },
  more: { id: 'articles.more', defaultMessage: 'More articles' },
  empty: { id: 'articles.empty', defaultMessage: 'No articles match these filters.' },
  report: { id: 'articles.report', defaultMessage: 'Report this article' },
  reportTitle: { id: 'articles.reportTitle', defaultMessage: 'Report “{title}”' },
  related: { id: 'articles.related', defaultMessage: 'Related articles' },
  tips: { id: 'articles.tips', defaultMessage: 'Tips ({count, number})' },
});

/** Untyped descriptors: formatMessage takes their values (react-intl 12's typed ones would refuse them). */
export const articleMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
