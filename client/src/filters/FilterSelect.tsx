import { useId, type ReactNode } from 'react';
import { ChevronDown20Regular } from '../ui/icons.tsx';
import { FilterField } from './FilterField.tsx';
import styles from './filters.module.css';

/** A filter bar's labelled select (a native one, drawn like Fluent's outline Select); `children` are its options. */
export function FilterSelect({
  label,
  value,
  onChange,
  disabled,
  className,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <FilterField id={id} label={label} className={className}>
      <span className={styles.box}>
        <select
          id={id}
          className={styles.select}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </select>
        <span className={styles.chevron}>
          <ChevronDown20Regular />
        </span>
      </span>
    </FilterField>
  );
}
