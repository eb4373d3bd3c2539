import { use, useCallback, useEffect } from 'react';
import { usePaginationFragment } from 'react-relay';
import type { KeyType } from 'react-relay/relay-hooks/helpers';
import { getFragment, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { LoadMore, type RelayPaging } from './LoadMore.tsx';
import type { ButtonLook } from '../styles/buttonClasses.ts';

/** A refetch query the build loads on demand (build/relay/lazyRefetchQueries.ts): Relay reads its `default`. */
interface LazyQuery {
  default?: unknown;
  load?: () => Promise<void>;
}

const loading = new WeakMap<LazyQuery, Promise<void>>();

/** The fragment's refetch query on its way, or null once it is there (or when the build left it a static import). */
function refetchQueryLoading(fragment: GraphQLTaggedNode): Promise<void> | null {
  const query = getFragment(fragment).metadata?.refetch?.operation as LazyQuery | undefined;
  if (!query?.load || query.default) return null;
  let promise = loading.get(query);
  if (!promise) {
    promise = query.load();
    loading.set(query, promise);
  }
  return promise;
}

/**
 * RelayLoadMore's chunk: Relay's paging of the connection. `loadAtOnce`: the visitor asked for the next page while
 * this chunk was loading; it loads at once and `onLoadAtOnce` clears the request.
 */
export default function RelayPager({
  fragment,
  fragmentRef,
  pageSize,
  loadAtOnce,
  onLoadAtOnce,
  size,
  className,
}: RelayPaging & {
  loadAtOnce: boolean;
  onLoadAtOnce: () => void;
  size?: ButtonLook['size'];
  className?: string;
}) {
  const queryLoading = refetchQueryLoading(fragment);
  if (queryLoading) use(queryLoading);
  const { hasNext, isLoadingNext, loadNext } = usePaginationFragment<OperationType, KeyType>(
    fragment,
    fragmentRef as KeyType,
  );
  const load = useCallback(() => void loadNext(pageSize), [loadNext, pageSize]);
  useEffect(() => {
    if (!loadAtOnce) return;
    onLoadAtOnce();
    load();
  }, [loadAtOnce, onLoadAtOnce, load]);
  return <LoadMore paging={{ hasNext, isLoadingNext, loadNext: load }} size={size} className={className} />;
}
