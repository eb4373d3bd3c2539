// A DataLoader over a single-object route (one id per URL, no ids endpoint): each distinct key is fetched once per
// request, all keys of a tick in parallel; a 404 gives null, another failure fails that key only.
import DataLoader from 'dataloader';
import { nullIfNotFound } from '../upstream/errors.ts';

export function singleObjectLoader<K, T, C = K>(
  fetch: (key: K) => Promise<T>,
  cacheKeyFn?: (key: K) => C,
): DataLoader<K, T | null, C> {
  return new DataLoader<K, T | null, C>(
    (keys) => Promise.all(keys.map((key) => nullIfNotFound(fetch(key)).catch((error: Error) => error))),
    { cacheKeyFn },
  );
}
