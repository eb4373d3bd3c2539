import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FEEDBACK_EMAIL } from '../errors/feedback.ts';
import styles from './AppFooter.module.css';
import { listPath } from '../routes/happenings/happeningKind.ts';

export function AppFooter() {
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
              <Link className={styles.link} to="/events/suggest">
                <FormattedMessage id="footer.suggestHappening" defaultMessage="Suggest an event or experience" />
              </Link>
            </li>
            <li>
              <a className={styles.link} href={`mailto:${FEEDBACK_EMAIL}`}>
                <FormattedMessage id="footer.contact" defaultMessage="Contact us" />
              </a>
            </li>
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
