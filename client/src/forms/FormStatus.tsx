import styles from './FormStatus.module.css';

/** A form-level message: an error (announced at once) or a success (a CSS module: the lists show it without Fluent). */
export function FormStatus({ error, success }: { error?: string | null; success?: string | null }) {
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
