import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSignOut } from '../routes/members/useSignOutMutation.ts';
import styles from '../styles/dropdownMenu.module.css';

/** The open account menu of a member: profile, their follow requests when there are some, sign out. */
export default function AccountMenuItems({
  id,
  pendingLabel,
  onClose,
}: {
  id: string;
  pendingLabel: string | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [signOut, signingOut] = useSignOut();
  return (
    <ul id={id} className={styles.menu}>
      <li>
        <Link className={styles.item} to="/profile" onClick={onClose}>
          {intl.formatMessage({ id: 'account.profile', defaultMessage: 'My profile' })}
        </Link>
      </li>
      {pendingLabel ? (
        <li>
          <Link className={styles.item} to="/profile?tab=requests" onClick={onClose}>
            {pendingLabel}
          </Link>
        </li>
      ) : null}
      <li>
        <button type="button" className={styles.item} disabled={signingOut} onClick={() => void signOut()}>
          {intl.formatMessage({ id: 'account.signOut', defaultMessage: 'Sign out' })}
        </button>
      </li>
    </ul>
  );
}
