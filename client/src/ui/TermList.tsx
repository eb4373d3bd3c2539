import styles from './DetailLayout.module.css';

/** Categories, audiences or tags as pills. */
export function TermList({ terms }: { terms: readonly { id: string; name: string }[] }) {
  return (
    <ul className={styles.terms}>
      {terms.map((term) => (
        <li key={term.id} className={styles.term}>
          {term.name}
        </li>
      ))}
    </ul>
  );
}
