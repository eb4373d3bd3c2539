import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useLocation, matchPath } from 'react-router-dom';
import { ChevronDown20Regular, MoreHorizontal20Regular } from '../ui/icons.tsx';
import styles from './SiteNav.module.css';
import type { SiteLink } from './SiteNav.tsx';

/**
 * The navigation's "More" menu button (phones): a button that opens a menu of `links` (ARIA menu button pattern).
 * Opening moves focus to the first item, arrows, Home and End move between items, Escape closes and gives focus back
 * to the button, Tab, a click elsewhere or following a link closes.
 */
export function SiteNavMore({ links, className }: { links: SiteLink[]; className?: string }) {
  const intl = useIntl();
  const location = useLocation();
  // Open on the page it was opened on: following a link (or going back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const current = links.some((link) => matchPath({ path: link.to, end: link.end }, location.pathname));

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => {
        setOpen(false);
        buttonRef.current?.focus();
      },
      Tab: () => setOpen(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  return (
    <div className={`${styles.moreRoot} ${className ?? ''}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={
          current ? `${styles.link} ${styles.moreButton} ${styles.active}` : `${styles.link} ${styles.moreButton}`
        }
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <MoreHorizontal20Regular aria-hidden className={styles.moreDots} />
        <span className={styles.moreLabel}>{intl.formatMessage({ id: 'nav.more', defaultMessage: 'More' })}</span>
        <ChevronDown20Regular aria-hidden className={styles.moreIcon} />
      </button>
      {open ? (
        <ul
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={intl.formatMessage({ id: 'nav.more', defaultMessage: 'More' })}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {links.map((link) => (
            <li key={link.to} role="none">
              <NavLink
                role="menuitem"
                tabIndex={-1}
                to={link.to}
                end={link.end}
                className={({ isActive }) => (isActive ? `${styles.menuItem} ${styles.active}` : styles.menuItem)}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
