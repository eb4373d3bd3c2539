import { Button, Input, makeStyles, Select, Switch, tokens, useId } from '@fluentui/react-components';
import { Dismiss16Regular, LocationArrow20Regular, Search20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { TEXT_MAX_LENGTH, type PlaceFilters } from '../../places/placeFilters.ts';
import { media } from '../../styles/theme.ts';
import type { PlaceFilterBar_query$key } from './__generated__/PlaceFilterBar_query.graphql';

const SEARCH_DEBOUNCE_MS = 400;

const useStyles = makeStyles({
  bar: {
    display: 'grid',
    gap: '12px',
    padding: '12px',
    alignItems: 'end',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    marginBlockEnd: '20px',
    gridTemplateColumns: 'minmax(0, 1fr)',
    [media.sm]: { gridTemplateColumns: '1fr 1fr', padding: '16px' },
    [media.md]: { gridTemplateColumns: '2fr 1fr 1fr auto auto' },
  },
  field: { display: 'grid', gap: '4px', minWidth: 0 },
  label: { fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  input: { width: '100%', minWidth: 0 },
});

/** Search text, category, subcategory (of the chosen category), open now and near me; typing is debounced. */
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
  const ids = { text: useId('q'), category: useId('category'), subcategory: useId('subcategory') };
  const { placeCategories } = useFragment(
    graphql`
      fragment PlaceFilterBar_query on Query {
        placeCategories {
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
  const [text, setText] = useState(filters.text ?? '');
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  useEffect(() => setText(filters.text ?? ''), [filters.text]);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (latest.current.filters.text ?? '')) return;
    const timer = window.setTimeout(() => latest.current.onChange({ ...latest.current.filters, text: trimmed || undefined }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const set = (patch: Partial<PlaceFilters>) => onChange({ ...filters, text: text.trim() || undefined, ...patch });
  const subcategories = placeCategories.find((category) => category.id === filters.categoryId)?.subcategories ?? [];
  const all = intl.formatMessage({ id: 'filters.any', defaultMessage: 'All' });

  return (
    <form className={styles.bar} role="search" onSubmit={(event) => event.preventDefault()}>
      <div className={styles.field}>
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
          placeholder={intl.formatMessage({ id: 'places.searchPlaceholder', defaultMessage: 'Name, district or tag' })}
          onChange={(_, { value }) => setText(value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.category} className={styles.label}>
          {intl.formatMessage({ id: 'filters.category', defaultMessage: 'Category' })}
        </label>
        <Select id={ids.category} value={filters.categoryId ?? ''} onChange={(_, { value }) => set({ categoryId: value || undefined, subcategoryId: undefined })}>
          <option value="">{all}</option>
          {placeCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </Select>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.subcategory} className={styles.label}>
          {intl.formatMessage({ id: 'places.subcategory', defaultMessage: 'Subcategory' })}
        </label>
        <Select
          id={ids.subcategory}
          value={filters.subcategoryId ?? ''}
          disabled={subcategories.length === 0}
          onChange={(_, { value }) => set({ subcategoryId: value || undefined })}
        >
          <option value="">{all}</option>
          {subcategories.map((subcategory) => (
            <option key={subcategory.id} value={subcategory.id}>
              {subcategory.name}
            </option>
          ))}
        </Select>
      </div>
      <Switch
        checked={filters.openNow === true}
        label={intl.formatMessage({ id: 'places.openNowFilter', defaultMessage: 'Open now' })}
        onChange={(_, { checked }) => set({ openNow: checked || undefined })}
      />
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
