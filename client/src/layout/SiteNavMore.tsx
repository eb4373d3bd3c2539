import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { matchPath, useLocation } from 'react-router-dom';
import { ChevronDown20Regular, MoreHorizontal20Regular } from '../ui/icons.tsx';
import styles from './SiteNav.module.css';
import type { SiteLink } from './SiteNav.tsx';

// The open menu's code loads on the first opening: the first route gets the button only.
const SiteNavMenu = lazy(() => import('./SiteNavMenu.tsx'));

/**
 * The navigation's "More" menu button (phones), opening a menu of `links` (the ARIA menu button pattern): Enter, Space
 * or a click opens it, and so do the up and down arrows; the menu itself is SiteNavMenu.tsx.
 */
export function SiteNavMore({ links, className }: { links: SiteLink[]; className?: string }) {
  const intl = useIntl();
  const location = useLocation();
  // Open on the page it was opened on: following a link (or going back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const current = links.some((link) => matchPath({ path: link.to, end: link.end }, location.pathname));
  const close = useCallback((focusButton: boolean) => {
    setOpenOn(null);
    if (focusButton) buttonRef.current?.focus();
  }, []);

  return (
    <div ref={rootRef} className={`${styles.moreRoot} ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={
          current ? `${styles.link} ${styles.moreButton} ${styles.active}` : `${styles.link} ${styles.moreButton}`
        }
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpenOn(open ? null : location.pathname)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpenOn(location.pathname);
          }
        }}
      >
        <MoreHorizontal20Regular aria-hidden className={styles.moreDots} />
        <span className={styles.moreLabel}>{intl.formatMessage({ id: 'nav.more', defaultMessage: 'More' })}</span>
        <ChevronDown20Regular aria-hidden className={styles.moreIcon} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SiteNavMenu id={menuId} links={links} rootRef={rootRef} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
