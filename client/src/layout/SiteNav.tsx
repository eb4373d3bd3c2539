import { useIntl } from '../i18n/intl/index.ts';
import { NavLink } from 'react-router-dom';
import styles from './SiteNav.module.css';
import { listPath } from '../routes/happenings/happeningKind.ts';

export function SiteNav({ className }: { className?: string }) {
  const intl = useIntl();
  const links = [
    { to: '/', end: true, label: intl.formatMessage({ id: 'nav.home', defaultMessage: 'Home' }) },
    { to: listPath('EVENT'), end: false, label: intl.formatMessage({ id: 'nav.events', defaultMessage: 'Events' }) },
    {
      to: listPath('EXPERIENCE'),
      end: false,
      label: intl.formatMessage({ id: 'nav.experiences', defaultMessage: 'Experiences' }),
    },
    { to: '/places', end: false, label: intl.formatMessage({ id: 'nav.places', defaultMessage: 'Places' }) },
  ];
  return (
    <nav className={className} aria-label={intl.formatMessage({ id: 'nav.label', defaultMessage: 'Main' })}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to} className={styles.item}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
