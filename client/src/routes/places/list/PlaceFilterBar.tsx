import { Button, makeStyles, Switch } from '@fluentui/react-components';
import { LocationArrow20Regular } from '@fluentui/react-icons';
import { useIntl } from '../../../i18n/intl/index.ts';
import { graphql, useFragment } from 'react-relay';
import { TEXT_MAX_LENGTH, type PlaceFilters } from './placeFilters.ts';
import { media } from '../../../styles/theme.ts';
import { FilterSelect } from '../../../filters/FilterSelect.tsx';
import { filterBarPanel } from '../../../filters/filterStyles.ts';
import { SearchField } from '../../../filters/SearchField.tsx';
import { useSearchText } from '../../../filters/useSearchText.ts';
import type { PlaceFilterBar_query$key } from './__generated__/PlaceFilterBar_query.graphql';

const useStyles = makeStyles({
  bar: {
    ...filterBarPanel,
    alignItems: 'end',
    [media.md]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' },
    [media.lg]: { gridTemplateColumns: '2fr 1fr 1fr 1fr auto auto auto' },
  },
  field: { minWidth: 0 },
});

/**
 * Search text, category, subcategory (of the chosen category), tag, open now, the member's own places and near me;
 * typing is debounced.
 */
export function PlaceFilterBar({
  query,
  filters,
  onChange,
  onNearMe,
  locating,
}: {
  query: PlaceFilterBar_query$key;
  filters: PlaceFilters;
  onChange: (next: PlaceFilters) => void;
  onNearMe: () => void;
  locating: boolean;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const { placeCategories, placeTags, viewer } = useFragment(
    graphql`
      fragment PlaceFilterBar_query on Query {
        viewer {
          me {
            id
          }
        }
        placeTags(first: 200) {
          id
          name
        }
        placeCategories(cityId: $cityId) {
          id
          name
          subcategories {
            id
            name
          }
        }
      }
    `,
    query,
  );
  const { text, setText, update: set } = useSearchText(filters, onChange);
  const subcategories = placeCategories.find((category) => category.id === filters.categoryId)?.subcategories ?? [];
  const all = intl.formatMessage({ id: 'filters.any', defaultMessage: 'All' });

  return (
    <form className={styles.bar} role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchField
        className={styles.field}
        value={text}
        onChange={setText}
        maxLength={TEXT_MAX_LENGTH}
        placeholder={intl.formatMessage({ id: 'places.searchPlaceholder', defaultMessage: 'Name, district or tag' })}
      />
      <FilterSelect
        className={styles.field}
        label={intl.formatMessage({ id: 'filters.category', defaultMessage: 'Category' })}
        value={filters.categoryId ?? ''}
        onChange={(value) => set({ categoryId: value || undefined, subcategoryId: undefined })}
      >
        <option value="">{all}</option>
        {placeCategories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        className={styles.field}
        label={intl.formatMessage({ id: 'places.subcategory', defaultMessage: 'Subcategory' })}
        value={filters.subcategoryId ?? ''}
        disabled={subcategories.length === 0}
        onChange={(value) => set({ subcategoryId: value || undefined })}
      >
        <option value="">{all}</option>
        {subcategories.map((subcategory) => (
          <option key={subcategory.id} value={subcategory.id}>
            {subcategory.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        className={styles.field}
        label={intl.formatMessage({ id: 'places.tag', defaultMessage: 'Tag' })}
        value={filters.tagId ?? ''}
        onChange={(value) => set({ tagId: value || undefined })}
      >
        <option value="">{all}</option>
        {placeTags.map((tag) => (
          <option key={tag.id} value={tag.id}>
            {tag.name}
          </option>
        ))}
      </FilterSelect>
      <Switch
        checked={filters.openNow === true}
        label={intl.formatMessage({ id: 'places.openNowFilter', defaultMessage: 'Open now' })}
        onChange={(_, { checked }) => set({ openNow: checked || undefined })}
      />
      {viewer.me ? (
        <Switch
          checked={filters.owned === true}
          label={intl.formatMessage({ id: 'places.ownedFilter', defaultMessage: 'My places' })}
          onChange={(_, { checked }) => set({ owned: checked || undefined })}
        />
      ) : null}
      <Button
        appearance={filters.near ? 'primary' : 'secondary'}
        icon={<LocationArrow20Regular />}
        aria-pressed={Boolean(filters.near)}
        disabled={locating}
        onClick={onNearMe}
      >
        {intl.formatMessage({ id: 'places.nearMe', defaultMessage: 'Near me' })}
      </Button>
    </form>
  );
}
