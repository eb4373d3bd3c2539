import { makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay/hooks';
import type { StoreBadges_section$key } from './__generated__/StoreBadges_section.graphql';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '12px' },
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '48px',
    paddingInline: '18px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralForeground1,
    color: tokens.colorNeutralBackground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/** The app stores as plain links: no store scripts, no tracking. */
export function StoreBadges({ section: sectionKey }: { section: StoreBadges_section$key }) {
  const styles = useStyles();
  const section = useFragment(
    graphql`
      fragment StoreBadges_section on InfoSection {
        items {
          key
          name
          value
        }
      }
    `,
    sectionKey,
  );
  return (
    <ul className={styles.list}>
      {section.items.map((item) => (
        <li key={item.key}>
          <a className={styles.badge} href={item.value} rel="noopener noreferrer" target="_blank" data-store={item.key}>
            {item.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
