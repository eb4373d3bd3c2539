import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '8px' },
  term: {
    paddingBlock: '4px',
    paddingInline: '12px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** Categories, audiences or tags as pills. */
export function TermList({ terms }: { terms: readonly { id: string; name: string }[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {terms.map((term) => (
        <li key={term.id} className={styles.term}>
          {term.name}
        </li>
      ))}
    </ul>
  );
}
