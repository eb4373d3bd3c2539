import { useId } from 'react';
import styles from './filters.module.css';

/** A filter bar's on/off filter: a native checkbox with the switch role, drawn like Fluent's Switch. */
export function FilterSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.switch}>
      <input
        id={id}
        className={styles.switchInput}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className={styles.track} aria-hidden>
        <span className={styles.thumb} />
      </div>
      <label htmlFor={id} className={styles.switchLabel}>
        {label}
      </label>
    </div>
  );
}
