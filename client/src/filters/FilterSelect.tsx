import { mergeClasses, Select, useId } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useFilterFieldStyles } from './filterStyles.ts';

/** A filter bar's labelled select; `children` are its options. */
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
  const styles = useFilterFieldStyles();
  const id = useId('filter');
  return (
    <div className={mergeClasses(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <Select id={id} value={value} disabled={disabled} onChange={(_, data) => onChange(data.value)}>
        {children}
      </Select>
    </div>
  );
}
