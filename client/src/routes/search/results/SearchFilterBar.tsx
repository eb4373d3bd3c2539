import { Button } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { DateField } from '../../../filters/DateField.tsx';
import { FilterSelect } from '../../../filters/FilterSelect.tsx';
import filterStyles from '../../../filters/filters.module.css';
import { periods, type Period } from '../../happenings/list/happeningFilters.ts';
import { periodMessages } from '../../happenings/list/periodMessages.ts';
import { searchMessages } from '../searchMessages.ts';
import { hasHappeningFilter, type SearchState } from '../searchParams.ts';
import styles from './SearchFilterBar.module.css';
import type { SearchFilterBar_query$key } from './__generated__/SearchFilterBar_query.graphql';

/** The search filters (category, audience, period, date; docs/search.md): each change is a navigation. */
export function SearchFilterBar({
  query,
  state,
  onChange,
}: {
  query: SearchFilterBar_query$key;
  state: SearchState;
  onChange: (next: SearchState) => void;
}) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment SearchFilterBar_query on Query {
        eventCategories {
          id
          name
        }
        experienceCategories {
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
  const any = intl.formatMessage({ id: 'filters.any', defaultMessage: 'All' });
  const set = (patch: Partial<SearchState>) => onChange({ ...state, ...patch });
  return (
    <form className={`${filterStyles.panel} ${styles.bar}`} onSubmit={(event) => event.preventDefault()}>
      <FilterSelect
        label={intl.formatMessage(searchMessages.category)}
        value={state.categoryId ?? ''}
        onChange={(value) => set({ categoryId: value || undefined })}
      >
        <option value="">{any}</option>
        <optgroup label={intl.formatMessage({ id: 'search.kind.events', defaultMessage: 'Events' })}>
          {data.eventCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={intl.formatMessage({ id: 'search.kind.experiences', defaultMessage: 'Experiences' })}>
          {data.experienceCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </optgroup>
      </FilterSelect>
      <FilterSelect
        label={intl.formatMessage(searchMessages.audience)}
        value={state.audienceId ?? ''}
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
        label={intl.formatMessage(searchMessages.period)}
        value={state.period ?? ''}
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
        label={intl.formatMessage(searchMessages.date)}
        value={state.date ?? ''}
        onChange={(value) => set({ date: value || undefined })}
      />
      {hasHappeningFilter(state) ? (
        <Button
          onClick={() => set({ categoryId: undefined, audienceId: undefined, period: undefined, date: undefined })}
        >
          {intl.formatMessage(searchMessages.clearFilters)}
        </Button>
      ) : null}
    </form>
  );
}
