import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, UploadableMap } from 'relay-runtime';

/**
 * A mutation hook whose commit returns a promise of the response, for forms that await the outcome. A failure that
 * is not a userError (network, UNAUTHENTICATED...) rejects.
 */
export function usePromiseMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables'], uploadables?: UploadableMap) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({ variables, uploadables, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}
