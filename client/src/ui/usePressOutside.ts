import { useEffect, type RefObject } from 'react';

/**
 * While `active`, a press (pointer down) anywhere outside `root` calls `onOutside`: how the app's dropdown menus close.
 * `root` holds the menu's button too, so a press on the button is left to its own toggle.
 */
export function usePressOutside(root: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const press = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', press);
    return () => document.removeEventListener('pointerdown', press);
  }, [root, active, onOutside]);
}
