import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../relay/commitAsPromise.ts';
import type { useReportMutation as Report } from './__generated__/useReportMutation.graphql';

/** Reports a tip or photo; it leaves the reporter's lists given in `connections`, and the counts follow. */
export function useReportMutation() {
  return usePromiseMutation<Report>(graphql`
    mutation useReportMutation($input: ReportInput!, $connections: [ID!]!) @raw_response_type {
      report(input: $input) {
        hiddenId @deleteEdge(connections: $connections)
        subject {
          id
          tipCount
          photoCount
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}
