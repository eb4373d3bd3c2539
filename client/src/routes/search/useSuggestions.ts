// Autocomplete for the header search: one request per settled text (after a pause in typing), the answer of an older
// text ignored (its request is cancelled), answers kept in the Relay store so typing back an earlier text asks
// nothing (docs/search.md#autocomplete).
import { useEffect, useState } from 'react';
import { cityIdsOf } from '../../settings/allCities.ts';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import {
  createOperationDescriptor,
  getRequest,
  type Disposable,
  type GraphQLTaggedNode,
  type OperationType,
} from 'relay-runtime';

export const SUGGEST_DEBOUNCE_MS = 250;
/** Shorter texts show the recent searches instead. */
export const MIN_SUGGEST_LENGTH = 2;

/** The variables every suggestions query takes. */
export interface SuggestionVariables {
  text: string;
  cityIds?: readonly string[] | null;
}

interface Answer<TData> {
  text: string;
  data: TData | null;
}

/**
 * The answer of `query` for `text` once it arrived (null on failure); `loading` while the text has not settled or its
 * answer is on its way.
 */
export function useSuggestions<TQuery extends OperationType & { variables: SuggestionVariables }>(
  query: GraphQLTaggedNode,
  text: string,
  cityId: string | null,
) {
  const environment = useRelayEnvironment();
  const trimmed = text.trim();
  const wanted = trimmed.length >= MIN_SUGGEST_LENGTH;
  const [answer, setAnswer] = useState<Answer<TQuery['response']> | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const variables: SuggestionVariables = { text: trimmed, cityIds: cityIdsOf(cityId) ?? null };
    let retained: Disposable | undefined;
    let request: { unsubscribe(): void } | undefined;
    const timer = window.setTimeout(() => {
      // kept while shown, so the garbage collector leaves the items the suggestions render
      retained = environment.retain(createOperationDescriptor(getRequest(query), variables));
      request = fetchQuery<TQuery>(environment, query, variables as TQuery['variables'], {
        fetchPolicy: 'store-or-network',
      }).subscribe({
        next: (data) => setAnswer({ text: trimmed, data }),
        error: () => setAnswer({ text: trimmed, data: null }),
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      request?.unsubscribe();
      retained?.dispose();
    };
  }, [environment, query, trimmed, cityId, wanted]);

  const current = wanted && answer?.text === trimmed ? answer : null;
  return { wanted, loading: wanted && !current, data: current?.data ?? null };
}
