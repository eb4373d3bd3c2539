// The search field of the header, on every screen: typing shows suggestions (autocomplete of tags, categories, items
// and organisers) or, before there is anything to suggest, the recent searches; Enter opens the full results page.
// The field is plain HTML and CSS so the first route stays small; the panel's code loads on first focus.
import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useMatch, useNavigate, useSearchParams } from 'react-router-dom';
import { Dismiss16Regular, Search20Regular } from '../../ui/icons.tsx';
import a11y from '../../styles/a11y.module.css';
import { searchMessages } from './searchMessages.ts';
import { SEARCH_TEXT_MAX_LENGTH, searchPath } from './searchParams.ts';
import { rememberSearch } from './recentSearches.ts';
import styles from './HeaderSearch.module.css';
import type { HeaderSearch_query$key } from './__generated__/HeaderSearch_query.graphql';

const SearchPanel = lazy(() => import('./SearchPanel.tsx'));

export function HeaderSearch({ query, className }: { query: HeaderSearch_query$key | null; className?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const data = useFragment(
    graphql`
      fragment HeaderSearch_query on Query {
        viewer {
          city(id: $cityId) {
            id
          }
        }
      }
    `,
    query,
  );
  // On the results page the field starts with the searched text.
  const onResults = useMatch('/search') !== null;
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => (onResults ? (searchParams.get('q') ?? '') : ''));
  const [open, setOpen] = useState(false);

  const close = () => setOpen(false);
  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    rememberSearch(trimmed);
    close();
    void navigate(searchPath({ text: trimmed }));
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
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={id} className={a11y.visuallyHidden}>
          {intl.formatMessage(searchMessages.label)}
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
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            placeholder={intl.formatMessage(searchMessages.placeholder)}
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
              aria-label={intl.formatMessage(searchMessages.clear)}
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
          <SearchPanel id={panelId} text={text} cityId={data?.viewer.city.id ?? null} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
