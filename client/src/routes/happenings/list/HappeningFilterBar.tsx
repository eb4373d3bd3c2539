import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { periods, TEXT_MAX_LENGTH, type HappeningFilters, type Period } from './happeningFilters.ts';
import { buttonClasses } from '../../../styles/buttonClasses.ts';
import { DateField } from '../../../filters/DateField.tsx';
import { FilterSelect } from '../../../filters/FilterSelect.tsx';
import filterStyles from '../../../filters/filters.module.css';
import { SearchField } from '../../../filters/SearchField.tsx';
import { Filter20Regular } from './listIcons.tsx';
import styles from './HappeningFilterBar.module.css';
import { useSearchText } from '../../../filters/useSearchText.ts';
import { periodMessages } from './periodMessages.ts';
import type { HappeningFilterBar_query$key } from './__generated__/HappeningFilterBar_query.graphql';

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
  const intl = useIntl();
  const moreId = useId();
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
    <form className={`${filterStyles.panel} ${styles.bar}`} role="search" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.searchRow}>
        <SearchField
          className={styles.searchField}
          value={text}
          onChange={setText}
          maxLength={TEXT_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'filters.searchPlaceholder', defaultMessage: 'Name, venue or tag' })}
        />
        <button
          type="button"
          className={buttonClasses({ appearance: activeCount > 0 ? 'primary' : 'secondary' }, styles.toggle)}
          aria-expanded={open}
          aria-controls={moreId}
          onClick={() => setOpen((current) => !current)}
        >
          <Filter20Regular />
          {intl.formatMessage(
            { id: 'filters.toggle', defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}' },
            { count: activeCount },
          )}
        </button>
      </div>
      <div id={moreId} className={open ? styles.more : `${styles.more} ${styles.folded}`}>
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
        <DateField
          label={intl.formatMessage({ id: 'filters.date', defaultMessage: 'Date' })}
          value={filters.date ?? ''}
          onChange={(value) => set({ date: value || undefined })}
        />
      </div>
    </form>
  );
}
