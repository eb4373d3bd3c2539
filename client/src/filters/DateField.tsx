import { useId } from 'react';
import { formatDate } from '../format/dateTime.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { FilterField } from './FilterField.tsx';
import styles from './filters.module.css';

/**
 * A filter bar's labelled day (YYYY-MM-DD, or '' for none) in the browser's date input. The browser draws that input
 * in its own language (mm/dd/yyyy on an Arabic page in an English browser), so at rest the day is shown over it in the
 * page's language and digits; the browser's own fields take over while it has focus.
 */
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
  const locale = useLocale();
  return (
    <FilterField id={id} label={label}>
      <span className={`${styles.box} ${styles.dateBox}`}>
        <input
          id={id}
          className={`${styles.input} ${styles.dateInput}`}
          type="date"
          lang={locale}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className={styles.dateShown} aria-hidden data-testid="date-shown">
          {value ? formatDate(`${value}T12:00:00+03:00`, locale) : ''}
        </span>
      </span>
    </FilterField>
  );
}
