import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { buttonClasses } from '../../../styles/buttonClasses.ts';
import type { HappeningKind } from '../happeningKind.ts';
import styles from './HappeningResults.module.css';

const countMessages: Record<HappeningKind, MessageDescriptor> = defineMessages({
  EVENT: {
    id: 'list.eventCount',
    defaultMessage: '{count, plural, =0 {No events found} one {# event found} other {# events found}}',
  },
  EXPERIENCE: {
    id: 'list.experienceCount',
    defaultMessage: '{count, plural, =0 {No experiences found} one {# experience found} other {# experiences found}}',
  },
});

/**
 * The shared body of the events and experiences lists: the plural-aware count, the grid of cards, `more` (the next
 * pages: infinite scroll and a visible "Load more" button) and the empty state.
 */
export function HappeningResults({
  kind,
  totalCount,
  cards,
  more,
  filtered,
  onClearFilters,
}: {
  kind: HappeningKind;
  totalCount: number;
  cards: ReactNode[];
  more: ReactNode;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const intl = useIntl();

  const countText = intl.formatMessage(countMessages[kind], { count: totalCount });

  return (
    <>
      <p className={styles.count} role="status" aria-live="polite">
        {countText}
      </p>
      {cards.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>
            <FormattedMessage id="list.emptyTitle" defaultMessage="Nothing matches yet" />
          </h2>
          <p className={styles.emptyText}>
            {filtered ? (
              <FormattedMessage
                id="list.emptyFiltered"
                defaultMessage="Try other filters, or clear them to see everything."
              />
            ) : (
              <FormattedMessage
                id="list.emptyCity"
                defaultMessage="There is nothing planned in this city right now. Check back soon."
              />
            )}
          </p>
          {filtered ? (
            <button type="button" className={buttonClasses({ appearance: 'primary' })} onClick={onClearFilters}>
              <FormattedMessage id="filters.clear" defaultMessage="Clear filters" />
            </button>
          ) : null}
        </div>
      ) : (
        <ul className={styles.grid}>{cards}</ul>
      )}
      {more}
    </>
  );
}
