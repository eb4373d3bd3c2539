import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import styles from './SiteNav.module.css';
import { SiteNavMore } from './SiteNavMore.tsx';
import { articleListPath } from '../routes/articles/articlePath.ts';
import { curatedListsPath } from '../routes/curatedLists/curatedListPath.ts';
import { listPath } from '../routes/happenings/happeningKind.ts';

export interface SiteLink {
  to: string;
  end: boolean;
  label: string;
}

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/**
 * The main navigation. Phones (under 720 px) show the first four links and put the reading ones (articles, curated
 * lists) in a "More" menu, so that the row still leaves room for the account button; wider screens show all six.
 */
export function SiteNav({ className }: { className?: string }) {
  const intl = useIntl();
  const links: SiteLink[] = [
    { to: '/', end: true, label: intl.formatMessage({ id: 'nav.home', defaultMessage: 'Home' }) },
    { to: listPath('EVENT'), end: false, label: intl.formatMessage({ id: 'nav.events', defaultMessage: 'Events' }) },
    {
      to: listPath('EXPERIENCE'),
      end: false,
      label: intl.formatMessage({ id: 'nav.experiences', defaultMessage: 'Experiences' }),
    },
    { to: '/places', end: false, label: intl.formatMessage({ id: 'nav.places', defaultMessage: 'Places' }) },
  ];
  const readingLinks: SiteLink[] = [
    { to: articleListPath, end: false, label: intl.formatMessage({ id: 'nav.articles', defaultMessage: 'Articles' }) },
    {
      to: curatedListsPath,
      end: false,
      label: intl.formatMessage({ id: 'nav.curatedLists', defaultMessage: 'Curated lists' }),
    },
  ];
  return (
    <nav className={className} aria-label={intl.formatMessage({ id: 'nav.label', defaultMessage: 'Main' })}>
      <div className={styles.row}>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.to} className={styles.item}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {readingLinks.map((link) => (
            <li key={link.to} className={`${styles.item} ${styles.wideItem}`}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <SiteNavMore className={styles.more} links={readingLinks} />
      </div>
    </nav>
  );
}
