import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Dismiss16Regular, Search20Regular } from '../ui/icons.tsx';
import { FilterField } from './FilterField.tsx';
import styles from './filters.module.css';

/** A filter bar's labelled search box, with a button that clears it while it holds text. */
export function SearchField({
  value,
  onChange,
  placeholder,
  maxLength,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  className?: string;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <FilterField
      id={id}
      label={intl.formatMessage({ id: 'filters.search', defaultMessage: 'Search' })}
      className={className}
    >
      <span className={`${styles.box} ${styles.withIcons}`}>
        <span className={styles.icon}>
          <Search20Regular />
        </span>
        <input
          id={id}
          className={styles.input}
          type="search"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={intl.formatMessage({ id: 'filters.clearSearch', defaultMessage: 'Clear search' })}
            onClick={() => onChange('')}
          >
            <Dismiss16Regular />
          </button>
        ) : null}
      </span>
    </FilterField>
  );
}
