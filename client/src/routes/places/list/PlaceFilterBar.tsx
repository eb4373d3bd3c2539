import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { TEXT_MAX_LENGTH, type PlaceFilters } from './placeFilters.ts';
import { buttonClasses } from '../../../styles/buttonClasses.ts';
import { FilterSelect } from '../../../filters/FilterSelect.tsx';
import filterStyles from '../../../filters/filters.module.css';
import { FilterSwitch } from '../../../filters/FilterSwitch.tsx';
import { SearchField } from '../../../filters/SearchField.tsx';
import { LocationArrow20Regular } from './listIcons.tsx';
import styles from './PlaceFilterBar.module.css';
import { useSearchText } from '../../../filters/useSearchText.ts';
import type { PlaceFilterBar_query$key } from './__generated__/PlaceFilterBar_query.graphql';

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
    <form className={`${filterStyles.panel} ${styles.bar}`} role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchField
        value={text}
        onChange={setText}
        maxLength={TEXT_MAX_LENGTH}
        placeholder={intl.formatMessage({ id: 'places.searchPlaceholder', defaultMessage: 'Name, district or tag' })}
      />
      <FilterSelect
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
      <FilterSwitch
        checked={filters.openNow === true}
        label={intl.formatMessage({ id: 'places.openNowFilter', defaultMessage: 'Open now' })}
        onChange={(checked) => set({ openNow: checked || undefined })}
      />
      {viewer.me ? (
        <FilterSwitch
          checked={filters.owned === true}
          label={intl.formatMessage({ id: 'places.ownedFilter', defaultMessage: 'My places' })}
          onChange={(checked) => set({ owned: checked || undefined })}
        />
      ) : null}
      <button
        type="button"
        className={buttonClasses({ appearance: filters.near ? 'primary' : 'secondary' })}
        aria-pressed={Boolean(filters.near)}
        disabled={locating}
        onClick={onNearMe}
      >
        <LocationArrow20Regular />
        {intl.formatMessage({ id: 'places.nearMe', defaultMessage: 'Near me' })}
      </button>
    </form>
  );
}
