import { useCallback, useEffect } from 'react';
import { usePaginationFragment } from 'react-relay/hooks';
import type { KeyType } from 'react-relay/relay-hooks/helpers';
import type { OperationType } from 'relay-runtime';
import { LoadMore, type RelayPaging } from './LoadMore.tsx';
import type { ButtonLook } from '../styles/buttonClasses.ts';

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
