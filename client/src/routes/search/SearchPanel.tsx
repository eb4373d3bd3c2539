// The panel under the header search field (loaded on first focus): suggestions while typing, grouped by kind, or the
// recent searches before there is anything to suggest, and a link to all results.
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { Link } from 'react-router-dom';
import { RecentSearches } from './RecentSearches.tsx';
import { rememberSearch } from './recentSearches.ts';
import { SearchHit } from './SearchHit.tsx';
import { kindMessages, searchMessages } from './searchMessages.ts';
import { searchKinds, searchPath, type KnownSearchKind } from './searchParams.ts';
import { useSuggestions } from './useSuggestions.ts';
import styles from './HeaderSearch.module.css';
import type { SearchPanelSuggestionsQuery } from './__generated__/SearchPanelSuggestionsQuery.graphql';

/** A few results of each kind the header suggests: tags, categories, items and organisers. */
const suggestionsQuery = graphql`
  query SearchPanelSuggestionsQuery($text: String!, $cityIds: [ID!]) {
    search(
      text: $text
      first: 3
      kinds: [TAGS, CATEGORIES, EVENTS, EXPERIENCES, PLACES, ORGANIZERS]
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

export default function SearchPanel({
  id,
  text,
  cityId,
  onClose,
}: {
  id: string;
  text: string;
  cityId: string | null;
  onClose: () => void;
}) {
  const intl = useIntl();
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
