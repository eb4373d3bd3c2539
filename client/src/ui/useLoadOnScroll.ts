import { useEffect, useRef } from 'react';

export interface ListPaging {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

/**
 * Infinite scroll: the returned ref goes on a sentinel after the list; the next page loads when the sentinel comes
 * within 400px of the viewport (the list's visible "Load more" button stays for keyboards and old browsers).
 */
export function useLoadOnScroll(paging: ListPaging) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(paging);
  useEffect(() => {
    latest.current = paging;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !paging.hasNext || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && latest.current.hasNext && !latest.current.isLoadingNext)
          latest.current.loadNext();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [paging.hasNext]);

  return sentinel;
}
