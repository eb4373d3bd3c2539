import { useFormStyles } from './formStyles.ts';

/** A form-level message: an error (announced at once) or a success. */
export function FormStatus({ error, success }: { error?: string | null; success?: string | null }) {
  const styles = useFormStyles();
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  if (success)
    return (
      <p role="status" className={styles.success}>
        {success}
      </p>
    );
  return null;
}
