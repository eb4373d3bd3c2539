import { Button, Input, makeStyles, mergeClasses, useId } from '@fluentui/react-components';
import { Dismiss16Regular, Search20Regular } from '@fluentui/react-icons';
import { useIntl } from '../i18n/intl/index.ts';
import { useFilterFieldStyles } from './filterStyles.ts';

const useStyles = makeStyles({
  input: { width: '100%', minWidth: 0 },
});

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
  const fieldStyles = useFilterFieldStyles();
  const styles = useStyles();
  const intl = useIntl();
  const id = useId('q');
  return (
    <div className={mergeClasses(fieldStyles.field, className)}>
      <label htmlFor={id} className={fieldStyles.label}>
        {intl.formatMessage({ id: 'filters.search', defaultMessage: 'Search' })}
      </label>
      <Input
        id={id}
        className={styles.input}
        type="search"
        value={value}
        maxLength={maxLength}
        contentBefore={<Search20Regular aria-hidden />}
        contentAfter={
          value ? (
            <Button
              appearance="transparent"
              size="small"
              icon={<Dismiss16Regular />}
              aria-label={intl.formatMessage({ id: 'filters.clearSearch', defaultMessage: 'Clear search' })}
              onClick={() => onChange('')}
            />
          ) : undefined
        }
        placeholder={placeholder}
        onChange={(_, data) => onChange(data.value)}
      />
    </div>
  );
}
