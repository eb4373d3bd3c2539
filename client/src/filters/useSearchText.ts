import { useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 400;

/**
 * The search box's text for a filter bar: typing reaches `onChange` after a pause, while `update` reports any other
 * filter change at once, with the text typed so far.
 */
export function useSearchText<F extends { text?: string }>(filters: F, onChange: (next: F) => void) {
  const [text, setText] = useState(filters.text ?? '');
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });

  // The URL is the source of truth: follow it when it changes from outside (back button, clear filters).
  const [followed, setFollowed] = useState(filters.text);
  if (filters.text !== followed) {
    setFollowed(filters.text);
    setText(filters.text ?? '');
  }

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (latest.current.filters.text ?? '')) return;
    const timer = window.setTimeout(
      () => latest.current.onChange({ ...latest.current.filters, text: trimmed || undefined }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text]);

  const update = (patch: Partial<F>) => onChange({ ...filters, text: text.trim() || undefined, ...patch });
  return { text, setText, update };
}
