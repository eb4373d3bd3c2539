import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { signInPath } from '../../routing/signInPath.ts';
import { memberMessages } from '../members/memberMessages.ts';
import styles from './SignInPrompt.module.css';

/** What visitors see instead of a form (docs/members.md#visitors-and-members): sign in, then come back to this page. */
export function SignInPrompt() {
  const intl = useIntl();
  const location = useLocation();
  return (
    <p className={styles.prompt}>
      {intl.formatMessage(memberMessages.signInRequired)}
      <Link className={styles.link} to={signInPath(`${location.pathname}${location.search}`, 'required')}>
        {intl.formatMessage(memberMessages.signIn)}
      </Link>
    </p>
  );
}
