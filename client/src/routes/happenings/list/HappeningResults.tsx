import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from '../../../i18n/intl/index.ts';
import { media } from '../../../styles/theme.ts';
import { useLoadOnScroll, type ListPaging } from '../../../ui/useLoadOnScroll.ts';
import type { HappeningKind } from '../happeningKind.ts';

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

const useStyles = makeStyles({
  count: { margin: '0 0 16px', color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '20px',
    gridTemplateColumns: '1fr',
    [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
  more: { display: 'flex', justifyContent: 'center', paddingBlock: '24px' },
  sentinel: { height: '1px' },
  empty: {
    display: 'grid',
    justifyItems: 'center',
    gap: '12px',
    paddingBlock: '48px',
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
  },
  emptyTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  emptyText: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * The shared body of the events and experiences lists: the plural-aware count, the grid of cards, infinite scroll
 * (useLoadOnScroll's sentinel, plus a visible "Load more" button) and the empty state.
 */
export function HappeningResults({
  kind,
  totalCount,
  cards,
  paging,
  filtered,
  onClearFilters,
}: {
  kind: HappeningKind;
  totalCount: number;
  cards: ReactNode[];
  paging: ListPaging;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const sentinel = useLoadOnScroll(paging);

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
            <Button appearance="primary" onClick={onClearFilters}>
              <FormattedMessage id="filters.clear" defaultMessage="Clear filters" />
            </Button>
          ) : null}
        </div>
      ) : (
        <ul className={styles.grid}>{cards}</ul>
      )}
      <div ref={sentinel} className={styles.sentinel} aria-hidden />
      {paging.hasNext ? (
        <div className={styles.more}>
          <Button
            appearance="secondary"
            size="large"
            disabled={paging.isLoadingNext}
            icon={paging.isLoadingNext ? <Spinner size="tiny" /> : undefined}
            onClick={paging.loadNext}
          >
            {paging.isLoadingNext ? (
              <FormattedMessage id="list.loadingMore" defaultMessage="Loading…" />
            ) : (
              <FormattedMessage id="list.loadMore" defaultMessage="Load more" />
            )}
          </Button>
        </div>
      ) : null}
    </>
  );
}
