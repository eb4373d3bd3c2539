// The panel under the header search field (loaded on first focus): suggestions while typing, grouped by kind, or the
// recent searches before there is anything to suggest, and a link to all results.
import { use } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { loadMessages, type Messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locale.ts';
import { currentSession } from '../../session/session.ts';
import { graphql } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { RecentSearches } from './RecentSearches.tsx';
import { rememberSearch } from './recentSearches.ts';
import { SearchHit } from './SearchHit.tsx';
import { kindMessages, searchMessages } from './searchMessages.ts';
import { searchKinds, searchPath, type KnownSearchKind } from './searchParams.ts';
import { useSuggestions } from './useSuggestions.ts';
import styles from './HeaderSearch.module.css';
import type { SearchPanelSuggestionsQuery } from './__generated__/SearchPanelSuggestionsQuery.graphql';

/** A few results of each kind the header suggests: tags, categories, items, organisers and articles. */
const suggestionsQuery = graphql`
  query SearchPanelSuggestionsQuery($text: String!, $cityIds: [ID!]) {
    search(
      text: $text
      first: 3
      kinds: [TAGS, CATEGORIES, EVENTS, EXPERIENCES, PLACES, ORGANIZERS, ARTICLES]
      filter: { cityIds: $cityIds }
    ) {
      totalCount
      groups {
        kind
        items {
          ... on Node {
            id
          }
          ...SearchHit_item
        }
      }
    }
  }
`;

const isKnown = (kind: string): kind is KnownSearchKind => (searchKinds as string[]).includes(kind);

// The panel may open on a screen whose messages are the first route's only: it brings its own (the `screens` part).
const messagesOf = new Map<string, Promise<Messages>>();
function panelMessages(locale: Locale): Promise<Messages> {
  let messages = messagesOf.get(locale);
  if (!messages) {
    messages = loadMessages(locale).catch(() => loadMessages('en'));
    messagesOf.set(locale, messages);
  }
  return messages;
}

export default function SearchPanelWithMessages(props: Parameters<typeof SearchPanel>[0]) {
  const intl = useIntl();
  const messages = use(panelMessages(intl.locale.startsWith('ar') ? 'ar' : 'en'));
  return (
    <IntlProvider locale={intl.locale} defaultLocale="en" messages={messages}>
      <SearchPanel {...props} />
    </IntlProvider>
  );
}

function SearchPanel({ id, text, onClose }: { id: string; text: string; onClose: () => void }) {
  const intl = useIntl();
  // the chosen city, as the screens' queries have it (a new city starts a new session and a new panel)
  const cityId = currentSession().settings.city?.id ?? null;
  const { wanted, loading, data } = useSuggestions<SearchPanelSuggestionsQuery>(suggestionsQuery, text, cityId);
  const search = data?.search;
  const trimmed = text.trim();
  const opened = () => {
    rememberSearch(trimmed);
    onClose();
  };
  const groups = search?.groups.filter((group) => group.items.length > 0 && isKnown(group.kind)) ?? [];

  if (!wanted) {
    return (
      <div id={id} className={styles.panel} data-testid="search-panel">
        <RecentSearches onOpen={onClose} />
      </div>
    );
  }
  return (
    <div id={id} className={styles.panel} data-testid="search-panel">
      <p className={styles.note} role="status">
        {loading
          ? intl.formatMessage(searchMessages.searching)
          : groups.length === 0
            ? intl.formatMessage(searchMessages.noSuggestions, { text: trimmed })
            : intl.formatMessage(searchMessages.resultsCount, { count: search?.totalCount ?? 0 })}
      </p>
      {groups.map((group) => (
        <section key={group.kind} aria-label={intl.formatMessage(kindMessages[group.kind as KnownSearchKind])}>
          <h2 className={styles.groupTitle}>
            <FormattedMessage {...kindMessages[group.kind as KnownSearchKind]} />
          </h2>
          <ul className={styles.list}>
            {group.items.map((item, index) => (
              <li key={item.id ?? index}>
                <SearchHit item={item} onOpen={opened} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Link to={searchPath({ text: trimmed })} className={styles.allLink} onClick={opened}>
        {intl.formatMessage(searchMessages.allResults, { text: trimmed })}
      </Link>
    </div>
  );
}
