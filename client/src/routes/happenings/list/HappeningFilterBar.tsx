import { Button, Input, makeStyles, mergeClasses, useId } from '@fluentui/react-components';
import { Filter20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from '../../../i18n/intl/index.ts';
import { graphql, useFragment } from 'react-relay';
import { periods, TEXT_MAX_LENGTH, type HappeningFilters, type Period } from './happeningFilters.ts';
import { media } from '../../../styles/theme.ts';
import { FilterSelect } from '../../../filters/FilterSelect.tsx';
import { filterBarPanel, useFilterFieldStyles } from '../../../filters/filterStyles.ts';
import { SearchField } from '../../../filters/SearchField.tsx';
import { useSearchText } from '../../../filters/useSearchText.ts';
import { periodMessages } from './periodMessages.ts';
import type { HappeningFilterBar_query$key } from './__generated__/HappeningFilterBar_query.graphql';

// On a phone the search stays visible and the other filters fold behind a "Filters" button; from the sm breakpoint
// up, the search row and the folded group are `display: contents`, so all four fields share the bar's grid.
const useStyles = makeStyles({
  bar: { ...filterBarPanel, [media.md]: { gridTemplateColumns: '2fr 1fr 1fr 1fr 1fr' } },
  searchRow: { display: 'flex', alignItems: 'flex-end', gap: '8px', [media.sm]: { display: 'contents' } },
  searchField: { flexGrow: 1, minWidth: 0 },
  toggle: { flexShrink: 0, [media.sm]: { display: 'none' } },
  more: { display: 'grid', gap: '12px', [media.sm]: { display: 'contents' } },
  folded: { display: 'none', [media.sm]: { display: 'contents' } },
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
  const moreId = useId('filters');
  const dateId = useId('date');
  const fieldStyles = useFilterFieldStyles();
  const [open, setOpen] = useState(false);
  const activeCount = [filters.categoryId, filters.audienceId, filters.period, filters.date].filter(Boolean).length;
  const data = useFragment(
    graphql`
      fragment HappeningFilterBar_query on Query @argumentDefinitions(kind: { type: "ItemKind!" }) {
        happeningCategories(kind: $kind) {
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
  const { text, setText, update: set } = useSearchText(filters, onChange);
  const any = intl.formatMessage({ id: 'filters.any', defaultMessage: 'All' });

  return (
    <form className={styles.bar} role="search" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.searchRow}>
        <SearchField
          className={styles.searchField}
          value={text}
          onChange={setText}
          maxLength={TEXT_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'filters.searchPlaceholder', defaultMessage: 'Name, venue or tag' })}
        />
        <Button
          className={styles.toggle}
          appearance={activeCount > 0 ? 'primary' : 'secondary'}
          icon={<Filter20Regular />}
          aria-expanded={open}
          aria-controls={moreId}
          onClick={() => setOpen((current) => !current)}
        >
          {intl.formatMessage(
            { id: 'filters.toggle', defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}' },
            { count: activeCount },
          )}
        </Button>
      </div>
      <div id={moreId} className={mergeClasses(styles.more, !open && styles.folded)}>
        <FilterSelect
          label={intl.formatMessage({ id: 'filters.category', defaultMessage: 'Category' })}
          value={filters.categoryId ?? ''}
          onChange={(value) => set({ categoryId: value || undefined })}
        >
          <option value="">{any}</option>
          {data.happeningCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={intl.formatMessage({ id: 'filters.audience', defaultMessage: 'Audience' })}
          value={filters.audienceId ?? ''}
          onChange={(value) => set({ audienceId: value || undefined })}
        >
          <option value="">{any}</option>
          {data.audiences.map((audience) => (
            <option key={audience.id} value={audience.id}>
              {audience.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={intl.formatMessage({ id: 'filters.period', defaultMessage: 'When' })}
          value={filters.period ?? ''}
          onChange={(value) => set({ period: (value || undefined) as Period | undefined })}
        >
          <option value="">{intl.formatMessage({ id: 'filters.anyTime', defaultMessage: 'Any time' })}</option>
          {periods.map((period) => (
            <option key={period} value={period}>
              {intl.formatMessage(periodMessages[period])}
            </option>
          ))}
        </FilterSelect>
        <div className={fieldStyles.field}>
          <label htmlFor={dateId} className={fieldStyles.label}>
            {intl.formatMessage({ id: 'filters.date', defaultMessage: 'Date' })}
          </label>
          <Input
            id={dateId}
            type="date"
            value={filters.date ?? ''}
            onChange={(_, data) => set({ date: data.value || undefined })}
          />
        </div>
      </div>
    </form>
  );
}
