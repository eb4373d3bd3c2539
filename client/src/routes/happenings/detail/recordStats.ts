import { commitMutation, graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { recordStatsMutation, StatsType } from './__generated__/recordStatsMutation.graphql';

/**
 * Records a statistic about an item; failures are not the viewer's concern, so they are only logged. Loaded on the
 * click it records (BuyTicketsLink): the mutation's code is not part of the detail screen's first render.
 */
export function recordStats(environment: Environment, itemId: string, type: StatsType) {
  commitMutation<recordStatsMutation>(environment, {
    mutation: graphql`
      mutation recordStatsMutation($input: RecordStatsInput!) {
        recordStats(input: $input) {
          recorded
        }
      }
    `,
    variables: { input: { itemId, type } },
    onError: (error) => console.warn('recordStats failed', error),
  });
}
