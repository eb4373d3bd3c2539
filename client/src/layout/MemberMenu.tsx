import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import a11y from '../styles/a11y.module.css';
import { buttonClasses } from '../styles/buttonClasses.ts';
import { usePressOutside } from '../ui/usePressOutside.ts';
import styles from './AccountMenu.module.css';
import type { MemberMenu_user$key } from './__generated__/MemberMenu_user.graphql';
import { isolate } from '../format/isolate.ts';

// The live follow activity (the badge and the requests list go live) starts once the menu renders; the open menu's
// code (sign out) loads on the first click.
const FollowActivity = lazy(() => import('../routes/social/FollowActivity.tsx'));
const AccountMenuItems = lazy(() => import('./AccountMenuItems.tsx'));

const pendingBadge = defineMessage<{ count: number }>({
  id: 'account.pendingBadge',
  defaultMessage: '{count, plural, one {# follow request} other {# follow requests}}',
});

/** A member's account button (avatar, name, pending follow requests) and its menu: profile and sign out. */
export default function MemberMenu({ me }: { me: MemberMenu_user$key }) {
  const intl = useIntl();
  const user = useFragment(
    graphql`
      fragment MemberMenu_user on User {
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
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback(() => setOpen(false), []);
  usePressOutside(rootRef, open, close);
  useEffect(() => {
    if (!open) return;
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [open, close]);

  const pending = user.pendingFollowerCount ?? 0;
  const pendingLabel = pending > 0 ? intl.formatMessage(pendingBadge, { count: pending }) : null;
  return (
    <div className={styles.root} ref={rootRef}>
      <Suspense fallback={null}>
        <FollowActivity />
      </Suspense>
      <button
        type="button"
        className={buttonClasses({ appearance: 'subtle' }, styles.menuButton)}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={[
          intl.formatMessage(
            { id: 'account.menu', defaultMessage: 'Account menu of {name}' },
            { name: isolate(user.fullName) },
          ),
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
        <bdi className={a11y.wideOnly}>{user.firstName}</bdi>
        {pending > 0 ? (
          <span className={styles.badge} aria-hidden data-testid="follow-requests-badge">
            {intl.formatNumber(pending)}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountMenuItems id={menuId} pendingLabel={pendingLabel} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
