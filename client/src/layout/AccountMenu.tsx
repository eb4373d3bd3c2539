import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router-dom';
import { useSignOut } from '../routes/members/useSignOutMutation.ts';
import { signInPath } from '../routing/signInPath.ts';
import a11y from '../styles/a11y.module.css';
import { buttonClasses } from '../styles/buttonClasses.ts';
import { Person20Regular } from '../ui/icons.tsx';
import styles from './AccountMenu.module.css';
import { useFollowActivity } from '../routes/social/useFollowActivity.ts';
import { socialMessages } from '../routes/social/socialMessages.ts';
import type { AccountMenu_user$key } from './__generated__/AccountMenu_user.graphql';

/** Listens to the member's follow activity while they are signed in (the badge and the requests list go live). */
function FollowActivity() {
  useFollowActivity();
  return null;
}

/** Visitors get a Sign in link (coming back to this page); members their menu: profile and sign out. */
export function AccountMenu({ me }: { me: AccountMenu_user$key | null }) {
  const intl = useIntl();
  const location = useLocation();
  const user = useFragment(
    graphql`
      fragment AccountMenu_user on User {
        firstName
        fullName
        pendingFollowerCount
        image {
          thumbnail
        }
      }
    `,
    me,
  );
  const [open, setOpen] = useState(false);
  const [signOut, signingOut] = useSignOut();
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!user) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Link
        className={styles.signIn}
        to={location.pathname === '/sign-in' ? here : signInPath(here === '/' ? null : here)}
      >
        <Person20Regular aria-hidden />
        <span className={a11y.wideOnly}>{intl.formatMessage({ id: 'account.signIn', defaultMessage: 'Sign in' })}</span>
      </Link>
    );
  }
  const pending = user.pendingFollowerCount ?? 0;
  const pendingLabel = pending > 0 ? intl.formatMessage(socialMessages.pendingBadge, { count: pending }) : null;
  return (
    <div className={styles.root} ref={rootRef}>
      <FollowActivity />
      <button
        type="button"
        className={buttonClasses({ appearance: 'subtle' }, styles.menuButton)}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={[
          intl.formatMessage({ id: 'account.menu', defaultMessage: 'Account menu of {name}' }, { name: user.fullName }),
          pendingLabel,
        ]
          .filter(Boolean)
          .join(', ')}
        onClick={() => setOpen((value) => !value)}
      >
        {user.image ? (
          <img className={styles.avatar} src={user.image.thumbnail} alt="" width={24} height={24} />
        ) : (
          <span className={styles.avatar} aria-hidden>
            {user.firstName.slice(0, 1)}
          </span>
        )}
        <span className={a11y.wideOnly}>{user.firstName}</span>
        {pending > 0 ? (
          <span className={styles.badge} aria-hidden data-testid="follow-requests-badge">
            {intl.formatNumber(pending)}
          </span>
        ) : null}
      </button>
      {open ? (
        <ul id={menuId} className={styles.menu}>
          <li>
            <Link className={styles.item} to="/profile" onClick={() => setOpen(false)}>
              {intl.formatMessage({ id: 'account.profile', defaultMessage: 'My profile' })}
            </Link>
          </li>
          {pendingLabel ? (
            <li>
              <Link className={styles.item} to="/profile?tab=requests" onClick={() => setOpen(false)}>
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
      ) : null}
    </div>
  );
}
