import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { signInPath } from '../routing/signInPath.ts';
import a11y from '../styles/a11y.module.css';
import { Person20Regular } from '../ui/icons.tsx';
import styles from './AccountMenu.module.css';
import type { MemberMenu_user$key } from './__generated__/MemberMenu_user.graphql';

// Members only, so not in the first route's code for visitors: a box of the button's size holds its place meanwhile.
const MemberMenu = lazy(() => import('./MemberMenu.tsx'));

/** Visitors get a Sign in link (coming back to this page); members their menu: profile and sign out. */
export function AccountMenu({ me }: { me: MemberMenu_user$key | null }) {
  const intl = useIntl();
  const location = useLocation();
  if (me) {
    return (
      <Suspense fallback={<span className={styles.menuPlaceholder} aria-hidden />}>
        <MemberMenu me={me} />
      </Suspense>
    );
  }
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
