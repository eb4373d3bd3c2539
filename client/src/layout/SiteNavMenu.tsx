import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import menu from '../styles/dropdownMenu.module.css';
import { usePressOutside } from '../ui/usePressOutside.ts';
import styles from './SiteNav.module.css';
import type { SiteLink } from './SiteNav.tsx';

/**
 * The open "More" menu (SiteNavMore.tsx), loaded on its first opening: focus on the first item, arrows, Home and End
 * move between items, Escape closes and gives focus back to the button; Tab, a click outside its button and menu, or
 * following a link closes.
 */
export default function SiteNavMenu({
  id,
  links,
  rootRef,
  onClose,
}: {
  id: string;
  links: SiteLink[];
  /** The menu's and its button's parent: a press outside it closes the menu. */
  rootRef: RefObject<HTMLDivElement | null>;
  onClose: (focusButton: boolean) => void;
}) {
  const closeWithoutFocus = useCallback(() => onClose(false), [onClose]);
  const intl = useIntl();
  const menuRef = useRef<HTMLUListElement>(null);
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  usePressOutside(rootRef, true, closeWithoutFocus);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => onClose(true),
      Tab: () => onClose(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  return (
    <ul
      id={id}
      ref={menuRef}
      role="menu"
      aria-label={intl.formatMessage({ id: 'nav.more', defaultMessage: 'More' })}
      className={menu.menu}
      onKeyDown={onKeyDown}
    >
      {links.map((link) => (
        <li key={link.to} role="none">
          <NavLink
            role="menuitem"
            tabIndex={-1}
            to={link.to}
            end={link.end}
            className={({ isActive }) => (isActive ? `${menu.item} ${styles.menuItemActive}` : menu.item)}
            onClick={() => onClose(false)}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
