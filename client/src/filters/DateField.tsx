import { useId } from 'react';
import { FilterField } from './FilterField.tsx';
import styles from './filters.module.css';

/** A filter bar's labelled day (YYYY-MM-DD, or '' for none) in the browser's date input. */
export function DateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <FilterField id={id} label={label}>
      <span className={styles.box}>
        <input
          id={id}
          className={styles.input}
          type="date"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </FilterField>
  );
}
