import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Person20Regular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router-dom';
import { useSignOut } from '../../mutations/useSignOutMutation.ts';
import { signInPath } from '../../routing/signInPath.ts';
import { media } from '../../styles/theme.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.ts';
import type { AccountMenu_user$key } from './__generated__/AccountMenu_user.graphql';

const useStyles = makeStyles({
  root: { position: 'relative' },
  signIn: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    paddingInline: '8px',
    paddingBlock: '6px',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  // Phones have room for the icon only; the words stay for assistive technology.
  wideOnly: { ...visuallyHidden, [media.sm]: { position: 'static', width: 'auto', height: 'auto', margin: 0, overflow: 'visible', clip: 'auto', whiteSpace: 'normal' } },
  // A plain avatar: Fluent's Avatar would put its presence-badge machinery in every screen's entry chunk.
  avatar: {
    width: '24px',
    height: '24px',
    borderRadius: '50%',
    objectFit: 'cover',
    display: 'inline-grid',
    placeItems: 'center',
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
  },
  menu: {
    position: 'absolute',
    insetInlineEnd: 0,
    insetBlockStart: 'calc(100% + 4px)',
    zIndex: 20,
    minWidth: '180px',
    margin: 0,
    padding: '4px',
    listStyleType: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  item: {
    display: 'block',
    width: '100%',
    boxSizing: 'border-box',
    paddingBlock: '8px',
    paddingInline: '12px',
    border: 'none',
    background: 'none',
    font: 'inherit',
    textAlign: 'start',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
});

/** Visitors get a Sign in link (coming back to this page); members their menu: profile and sign out. */
export function AccountMenu({ me }: { me: AccountMenu_user$key | null }) {
  const styles = useStyles();
  const intl = useIntl();
  const location = useLocation();
  const user = useFragment(
    graphql`
      fragment AccountMenu_user on User {
        firstName
        fullName
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
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node)) setOpen(false);
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
      <Link className={styles.signIn} to={location.pathname === '/sign-in' ? here : signInPath(here === '/' ? null : here)}>
        <Person20Regular aria-hidden />
        <span className={styles.wideOnly}>{intl.formatMessage({ id: 'account.signIn', defaultMessage: 'Sign in' })}</span>
      </Link>
    );
  }
  return (
    <div className={styles.root} ref={rootRef}>
      <Button
        appearance="subtle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage({ id: 'account.menu', defaultMessage: 'Account menu of {name}' }, { name: user.fullName })}
        icon={
          user.image ? (
            <img className={styles.avatar} src={user.image.thumbnail} alt="" width={24} height={24} />
          ) : (
            <span className={styles.avatar} aria-hidden>
              {user.firstName.slice(0, 1)}
            </span>
          )
        }
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.wideOnly}>{user.firstName}</span>
      </Button>
      {open ? (
        <ul id={menuId} className={styles.menu}>
          <li>
            <Link className={styles.item} to="/profile" onClick={() => setOpen(false)}>
              {intl.formatMessage({ id: 'account.profile', defaultMessage: 'My profile' })}
            </Link>
          </li>
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
