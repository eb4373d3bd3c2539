import { Button, Input, makeStyles, mergeClasses, Select, tokens, useId } from '@fluentui/react-components';
import { Dismiss16Regular, Filter20Regular, Search20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { periods, TEXT_MAX_LENGTH, type HappeningFilters, type Period } from '../../filters/happeningFilters.ts';
import { media } from '../../styles/theme.ts';
import { periodMessages } from './periodMessages.ts';
import type { HappeningFilterBar_query$key } from './__generated__/HappeningFilterBar_query.graphql';

export const SEARCH_DEBOUNCE_MS = 400;

// On a phone the search stays visible and the other filters fold behind a "Filters" button; from the sm breakpoint
// up, the search row and the folded group are `display: contents`, so all four fields share the bar's grid.
const useStyles = makeStyles({
  bar: {
    display: 'grid',
    gap: '12px',
    padding: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    marginBlockEnd: '20px',
    // minmax(0, …): the search field's intrinsic width must not push the bar wider than a phone.
    gridTemplateColumns: 'minmax(0, 1fr)',
    [media.sm]: { gridTemplateColumns: '1fr 1fr', padding: '16px' },
    [media.md]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' },
  },
  searchRow: { display: 'flex', alignItems: 'flex-end', gap: '8px', [media.sm]: { display: 'contents' } },
  searchField: { flexGrow: 1, minWidth: 0 },
  input: { width: '100%', minWidth: 0 },
  toggle: { flexShrink: 0, [media.sm]: { display: 'none' } },
  more: { display: 'grid', gap: '12px', [media.sm]: { display: 'contents' } },
  folded: { display: 'none', [media.sm]: { display: 'contents' } },
  field: { display: 'grid', gap: '4px' },
  label: { fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
});

/** Search, category, audience and period filters; every change is reported at once except typing, which is debounced. */
export function HappeningFilterBar({
  query,
  filters,
  onChange,
}: {
  query: HappeningFilterBar_query$key;
  filters: HappeningFilters;
  onChange: (next: HappeningFilters) => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const ids = { text: useId('q'), category: useId('category'), audience: useId('audience'), period: useId('period'), more: useId('filters') };
  const [open, setOpen] = useState(false);
  const activeCount = [filters.categoryId, filters.audienceId, filters.period].filter(Boolean).length;
  const data = useFragment(
    graphql`
      fragment HappeningFilterBar_query on Query @argumentDefinitions(isEvents: { type: "Boolean!" }) {
        eventCategories @include(if: $isEvents) {
          id
          name
        }
        experienceCategories @skip(if: $isEvents) {
          id
          name
        }
        audiences {
          id
          name
        }
      }
    `,
    query,
  );
  const categories = data.eventCategories ?? data.experienceCategories ?? [];
  const [text, setText] = useState(filters.text ?? '');
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };

  // The URL is the source of truth: follow it when it changes from outside (back button, clear filters).
  useEffect(() => setText(filters.text ?? ''), [filters.text]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (latest.current.filters.text ?? '')) return;
    const timer = window.setTimeout(() => latest.current.onChange({ ...latest.current.filters, text: trimmed || undefined }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const any = intl.formatMessage({ id: 'filters.any', defaultMessage: 'All' });
  const set = (patch: Partial<HappeningFilters>) => onChange({ ...filters, text: text.trim() || undefined, ...patch });

  return (
    <form className={styles.bar} role="search" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.searchRow}>
        <div className={mergeClasses(styles.field, styles.searchField)}>
          <label htmlFor={ids.text} className={styles.label}>
            {intl.formatMessage({ id: 'filters.search', defaultMessage: 'Search' })}
          </label>
          <Input
            id={ids.text}
            className={styles.input}
            type="search"
            value={text}
            maxLength={TEXT_MAX_LENGTH}
            contentBefore={<Search20Regular aria-hidden />}
            contentAfter={
              text ? (
                <Button
                  appearance="transparent"
                  size="small"
                  icon={<Dismiss16Regular />}
                  aria-label={intl.formatMessage({ id: 'filters.clearSearch', defaultMessage: 'Clear search' })}
                  onClick={() => setText('')}
                />
              ) : undefined
            }
            placeholder={intl.formatMessage({ id: 'filters.searchPlaceholder', defaultMessage: 'Name, venue or tag' })}
            onChange={(_, { value }) => setText(value)}
          />
        </div>
        <Button
          className={styles.toggle}
          appearance={activeCount > 0 ? 'primary' : 'secondary'}
          icon={<Filter20Regular />}
          aria-expanded={open}
          aria-controls={ids.more}
          onClick={() => setOpen((current) => !current)}
        >
          {intl.formatMessage(
            { id: 'filters.toggle', defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}' },
            { count: activeCount },
          )}
        </Button>
      </div>
      <div id={ids.more} className={mergeClasses(styles.more, !open && styles.folded)}>
        <div className={styles.field}>
          <label htmlFor={ids.category} className={styles.label}>
            {intl.formatMessage({ id: 'filters.category', defaultMessage: 'Category' })}
          </label>
          <Select id={ids.category} value={filters.categoryId ?? ''} onChange={(_, { value }) => set({ categoryId: value || undefined })}>
            <option value="">{any}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.audience} className={styles.label}>
            {intl.formatMessage({ id: 'filters.audience', defaultMessage: 'Audience' })}
          </label>
          <Select id={ids.audience} value={filters.audienceId ?? ''} onChange={(_, { value }) => set({ audienceId: value || undefined })}>
            <option value="">{any}</option>
            {data.audiences.map((audience) => (
              <option key={audience.id} value={audience.id}>
                {audience.name}
              </option>
            ))}
          </Select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.period} className={styles.label}>
            {intl.formatMessage({ id: 'filters.period', defaultMessage: 'When' })}
          </label>
          <Select id={ids.period} value={filters.period ?? ''} onChange={(_, { value }) => set({ period: (value || undefined) as Period | undefined })}>
            <option value="">{intl.formatMessage({ id: 'filters.anyTime', defaultMessage: 'Any time' })}</option>
            {periods.map((period) => (
              <option key={period} value={period}>
                {intl.formatMessage(periodMessages[period])}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </form>
  );
}
