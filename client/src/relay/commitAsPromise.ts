import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay/hooks';
import type { GraphQLTaggedNode, MutationParameters, UploadableMap } from 'relay-runtime';

/** What a write shows before the server answers (rolled back by Relay when the request fails). */
export type OptimisticConfig<T extends MutationParameters> = Pick<
  UseMutationConfig<T>,
  'optimisticResponse' | 'optimisticUpdater' | 'updater'
>;

/**
 * A mutation hook whose commit returns a promise of the response, for forms that await the outcome. A failure that
 * is not a userError (network, UNAUTHENTICATED...) rejects.
 */
export function usePromiseMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables'], uploadables?: UploadableMap, optimistic?: OptimisticConfig<T>) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          ...optimistic,
          variables,
          uploadables,
          onCompleted: (response) => resolve(response),
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
