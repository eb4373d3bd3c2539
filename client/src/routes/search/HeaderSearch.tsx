// The search field of the header, on every screen: typing shows suggestions (autocomplete of tags, categories, items
// and organisers) or, before there is anything to suggest, the recent searches; Enter opens the full results page.
// The field is plain HTML and CSS so the first route stays small; the panel's code loads on first focus.
import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Dismiss16Regular, Search20Regular } from '../../ui/icons.tsx';
import a11y from '../../styles/a11y.module.css';
import styles from './HeaderSearch.module.css';

const SearchPanel = lazy(() => import('./SearchPanel.tsx'));

// The field's words ship with the first route (namespace `nav`); the panel's come with its code.
const fieldMessages = defineMessages({
  label: { id: 'nav.search.label', defaultMessage: 'Search Dalil' },
  placeholder: { id: 'nav.search.placeholder', defaultMessage: 'Search places, events, tags…' },
  clear: { id: 'nav.search.clear', defaultMessage: 'Clear search' },
});

/** searchParams.ts's limit, repeated so the first route does not load the results page's helpers. */
const TEXT_MAX_LENGTH = 100;
const resultsPath = (text: string) => `/search?${new URLSearchParams({ q: text.slice(0, TEXT_MAX_LENGTH) })}`;

export function HeaderSearch({ className }: { className?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);

  const close = () => setOpen(false);
  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    // the results page remembers the search (recent searches)
    close();
    void navigate(resultsPath(trimmed));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      inputRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <div ref={rootRef} className={`${styles.root} ${className ?? ''}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <form
        role="search"
        aria-label={intl.formatMessage(fieldMessages.label)}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={id} className={a11y.visuallyHidden}>
          {intl.formatMessage(fieldMessages.label)}
        </label>
        <span className={styles.box}>
          <Search20Regular />
          <input
            ref={inputRef}
            id={id}
            className={styles.field}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={TEXT_MAX_LENGTH}
            placeholder={intl.formatMessage(fieldMessages.placeholder)}
            value={text}
            onFocus={() => setOpen(true)}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
          />
          {text ? (
            <button
              type="button"
              className={styles.clear}
              aria-label={intl.formatMessage(fieldMessages.clear)}
              onClick={() => {
                setText('');
                inputRef.current?.focus();
              }}
            >
              <Dismiss16Regular />
            </button>
          ) : null}
        </span>
      </form>
      {open ? (
        <Suspense fallback={null}>
          <SearchPanel id={panelId} text={text} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
