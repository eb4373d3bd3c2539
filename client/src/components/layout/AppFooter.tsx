import { makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { media } from '../../styles/theme.ts';
import { FEEDBACK_EMAIL } from '../errors/feedback.ts';

const useStyles = makeStyles({
  footer: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorNeutralForeground1, marginBlockStart: '48px' },
  inner: {
    maxWidth: '1200px',
    marginInline: 'auto',
    paddingBlock: '32px',
    paddingInline: '16px',
    display: 'grid',
    gap: '24px',
    [media.md]: { gridTemplateColumns: '2fr 1fr', paddingInline: '24px' },
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  about: { marginBlock: '8px 0', maxWidth: '60ch', lineHeight: tokens.lineHeightBase400 },
  links: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px', alignContent: 'start' },
  link: { color: tokens.colorBrandForeground2, textDecorationLine: 'underline' },
  copyright: { gridColumn: '1 / -1', margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

export function AppFooter() {
  const styles = useStyles();
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
              <Link className={styles.link} to="/events">
                <FormattedMessage id="footer.events" defaultMessage="All events" />
              </Link>
            </li>
            <li>
              <Link className={styles.link} to="/experiences">
                <FormattedMessage id="footer.experiences" defaultMessage="All experiences" />
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
          <FormattedMessage id="footer.copyright" defaultMessage="© {year, number, ::group-off} Dalil. All rights reserved." values={{ year: new Date().getFullYear() }} />
        </p>
      </div>
    </footer>
  );
}
