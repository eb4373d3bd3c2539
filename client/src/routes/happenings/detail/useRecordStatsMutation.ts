import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { StatsType, useRecordStatsMutation as RecordStats } from './__generated__/useRecordStatsMutation.graphql';

/** Records a statistic about an item; failures are not the viewer's concern, so they are only logged. */
export function useRecordStatsMutation() {
  const [commit] = useMutation<RecordStats>(graphql`
    mutation useRecordStatsMutation($input: RecordStatsInput!) {
      recordStats(input: $input) {
        recorded
      }
    }
  `);
  return useCallback(
    (itemId: string, type: StatsType) => {
      commit({ variables: { input: { itemId, type } }, onError: (error) => console.warn('recordStats failed', error) });
    },
    [commit],
  );
}
