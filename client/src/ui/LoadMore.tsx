import { lazy, Suspense, useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { buttonClasses, type ButtonLook } from '../styles/buttonClasses.ts';
import styles from './LoadMore.module.css';
import { useLoadOnScroll, type ListPaging } from './useLoadOnScroll.ts';

// Relay's paging hook (usePaginationFragment and what it brings) is a chunk of its own: the first page comes with the
// screen's query, so the screen draws without it and the chunk follows right after.
const RelayPager = lazy(() => import('./RelayPager.tsx'));

/**
 * The end of a paged list: a sentinel that loads the next page when it comes near the viewport (useLoadOnScroll), and
 * a visible "Load more" button for keyboards and old browsers.
 */
export function LoadMore({
  paging,
  size,
  className,
}: {
  paging: ListPaging;
  size?: ButtonLook['size'];
  className?: string;
}) {
  const sentinel = useLoadOnScroll(paging);
  return (
    <>
      <div ref={sentinel} className={styles.sentinel} aria-hidden />
      {paging.hasNext ? (
        <div className={className ? `${styles.more} ${className}` : styles.more}>
          <button
            type="button"
            className={buttonClasses({ size })}
            disabled={paging.isLoadingNext}
            onClick={paging.loadNext}
          >
            {paging.isLoadingNext ? <span className={styles.spinner} aria-hidden /> : null}
            {paging.isLoadingNext ? (
              <FormattedMessage id="list.loadingMore" defaultMessage="Loading…" />
            ) : (
              <FormattedMessage id="list.loadMore" defaultMessage="Load more" />
            )}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** What a list passes to page through a @connection fragment: the fragment, its reference and the page size. */
export interface RelayPaging {
  /** The @refetchable fragment holding the @connection. */
  fragment: GraphQLTaggedNode;
  /** The fragment's reference (its key). */
  fragmentRef: unknown;
  pageSize: number;
}

/**
 * LoadMore for a Relay connection whose first page the list already reads with useFragment: while the paging chunk
 * is on its way, a press (or the sentinel) is remembered and the chunk loads that page when it arrives.
 */
export function RelayLoadMore({
  paging,
  hasNext,
  size,
  className,
}: {
  paging: RelayPaging;
  /** The connection's pageInfo.hasNextPage as the list read it. */
  hasNext: boolean;
  size?: ButtonLook['size'];
  className?: string;
}) {
  const [requested, setRequested] = useState(false);
  const started = useCallback(() => setRequested(false), []);
  const look = { size, className };
  if (!hasNext && !requested) return <LoadMore paging={{ hasNext, isLoadingNext: false, loadNext: noop }} {...look} />;
  const waiting = (
    <LoadMore paging={{ hasNext, isLoadingNext: requested, loadNext: () => setRequested(true) }} {...look} />
  );
  return (
    <Suspense fallback={waiting}>
      <RelayPager {...paging} loadAtOnce={requested} onLoadAtOnce={started} {...look} />
    </Suspense>
  );
}

function noop() {}
