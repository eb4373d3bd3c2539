import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { borderSide } from '../../styles/border.ts';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { media } from '../../styles/theme.ts';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    justifyContent: 'space-around',
    ...borderSide('BlockStart', '1px', 'solid', tokens.colorNeutralStroke2),
    [media.md]: { justifyContent: 'flex-start', gap: '4px', borderBlockStartWidth: 0 },
  },
  link: {
    display: 'block',
    paddingBlock: '12px',
    paddingInline: '12px',
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ...borderSide('BlockEnd', '3px', 'solid', 'transparent'),
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px', borderRadius: tokens.borderRadiusMedium },
    [media.md]: { paddingBlock: '20px' },
  },
  active: { color: tokens.colorBrandForeground1, borderBlockEndColor: tokens.colorBrandStroke1 },
});

export function SiteNav({ className }: { className?: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const links = [
    { to: '/', end: true, label: intl.formatMessage({ id: 'nav.home', defaultMessage: 'Home' }) },
    { to: '/events', end: false, label: intl.formatMessage({ id: 'nav.events', defaultMessage: 'Events' }) },
    { to: '/experiences', end: false, label: intl.formatMessage({ id: 'nav.experiences', defaultMessage: 'Experiences' }) },
    { to: '/places', end: false, label: intl.formatMessage({ id: 'nav.places', defaultMessage: 'Places' }) },
  ];
  return (
    <nav className={className} aria-label={intl.formatMessage({ id: 'nav.label', defaultMessage: 'Main' })}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
