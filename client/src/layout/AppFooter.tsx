import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './AppFooter.module.css';
import { articleListPath } from '../routes/articles/articlePath.ts';
import { curatedListsPath } from '../routes/curatedLists/curatedListPath.ts';
import { listPath } from '../routes/happenings/happeningKind.ts';

const footerMessages = defineMessages({
  about: { id: 'footer.aboutUs', defaultMessage: 'About us' },
  contact: { id: 'footer.contact', defaultMessage: 'Contact us' },
  ticketing: { id: 'footer.ticketing', defaultMessage: 'Sell tickets with Dalil' },
  app: { id: 'footer.app', defaultMessage: 'The Dalil app' },
  numbers: { id: 'footer.numbers', defaultMessage: 'Important numbers' },
  terms: { id: 'footer.terms', defaultMessage: 'Terms of use' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy policy' },
});

/** The info pages (routes/info), each a link of the footer. */
const infoLinks = [
  { to: '/about', message: footerMessages.about },
  { to: '/contact', message: footerMessages.contact },
  { to: '/ticketing', message: footerMessages.ticketing },
  { to: '/app', message: footerMessages.app },
  { to: '/important-numbers', message: footerMessages.numbers },
  { to: '/pages/terms', message: footerMessages.terms },
  { to: '/pages/privacy', message: footerMessages.privacy },
];

export default function AppFooter() {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.title}>
            <FormattedMessage id="footer.aboutTitle" defaultMessage="About Dalil" />
          </h2>
          <p className={styles.about}>
            <FormattedMessage
              id="footer.about"
              defaultMessage="Dalil helps you discover the best events, experiences and places in Saudi cities, in English and Arabic."
            />
          </p>
        </section>
        <nav aria-label={intl.formatMessage({ id: 'footer.linksLabel', defaultMessage: 'Footer' })}>
          <ul className={styles.links}>
            <li>
              <Link className={styles.link} to={listPath('EVENT')}>
                <FormattedMessage id="footer.events" defaultMessage="All events" />
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={listPath('EXPERIENCE')}>
                <FormattedMessage id="footer.experiences" defaultMessage="All experiences" />
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={articleListPath}>
                <FormattedMessage id="footer.articles" defaultMessage="Articles" />
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={curatedListsPath}>
                <FormattedMessage id="footer.curatedLists" defaultMessage="Curated lists" />
              </Link>
            </li>
            <li>
              <Link className={styles.link} to="/events/suggest">
                <FormattedMessage id="footer.suggestHappening" defaultMessage="Suggest an event or experience" />
              </Link>
            </li>
            {infoLinks.map(({ to, message }) => (
              <li key={to}>
                <Link className={styles.link} to={to}>
                  {intl.formatMessage(message)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          <FormattedMessage
            id="footer.copyright"
            defaultMessage="© {year, number, ::group-off} Dalil. All rights reserved."
            values={{ year: new Date().getFullYear() }}
          />
        </p>
      </div>
    </footer>
  );
}
