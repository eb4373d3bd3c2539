import { useCallback, useState } from 'react';

/**
 * A Fluent dialog's open state, and whether it is mounted: from its first opening on, then closed with
 * `open={false}`. Mounted before it is first opened, a closed Fluent dialog leaves focus sentinels in the page;
 * unmounted while open, it never runs its modal cleanup, and the page behind it (`#root`) stays `aria-hidden`.
 */
export function useDialogOpening(): { open: boolean; mounted: boolean; setOpen: (open: boolean) => void } {
  const [open, setOpenState] = useState(false);
  const [mounted, setMounted] = useState(false);
  const setOpen = useCallback((next: boolean) => {
    if (next) setMounted(true);
    setOpenState(next);
  }, []);
  return { open, mounted, setOpen };
}
