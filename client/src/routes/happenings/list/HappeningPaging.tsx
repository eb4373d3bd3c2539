import { graphql, usePaginationFragment } from 'react-relay';
import { HappeningCard } from '../HappeningCard.tsx';
import { HappeningResults } from './HappeningResults.tsx';
import type { HappeningKind } from '../happeningKind.ts';
import type { HappeningCard_item$key } from '../__generated__/HappeningCard_item.graphql';
import type { HappeningPaging_events$key } from './__generated__/HappeningPaging_events.graphql';
import type { HappeningPaging_experiences$key } from './__generated__/HappeningPaging_experiences.graphql';

export const PAGE_SIZE = 12;

interface ListProps {
  filtered: boolean;
  onClearFilters: () => void;
}

interface Connection {
  totalCount: number;
  edges: readonly { node: { id: string } & HappeningCard_item$key }[];
}

interface Pagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext(count: number): unknown;
}

// The two kinds have distinct connection types, so each needs its own fragment and hook; everything they show is shared.
function Results({ kind, connection, pagination, ...props }: ListProps & { kind: HappeningKind; connection: Connection; pagination: Pagination }) {
  return (
    <HappeningResults
      kind={kind}
      totalCount={connection.totalCount}
      cards={connection.edges.map(({ node }) => (
        <li key={node.id}>
          <HappeningCard item={node} headingLevel={2} />
        </li>
      ))}
      paging={{ hasNext: pagination.hasNext, isLoadingNext: pagination.isLoadingNext, loadNext: () => void pagination.loadNext(PAGE_SIZE) }}
      {...props}
    />
  );
}

export function EventPaging({ query, ...props }: ListProps & { query: HappeningPaging_events$key }) {
  const pagination = usePaginationFragment(
    graphql`
      fragment HappeningPaging_events on Query
      @refetchable(queryName: "HappeningPagingEventsQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "String" }, filter: { type: "HappeningFilter" }) {
        events(first: $first, after: $after, filter: $filter) @connection(key: "HappeningPaging_events", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              ...HappeningCard_item
            }
          }
        }
      }
    `,
    query,
  );
  return <Results kind="EVENT" connection={pagination.data.events} pagination={pagination} {...props} />;
}

export function ExperiencePaging({ query, ...props }: ListProps & { query: HappeningPaging_experiences$key }) {
  const pagination = usePaginationFragment(
    graphql`
      fragment HappeningPaging_experiences on Query
      @refetchable(queryName: "HappeningPagingExperiencesQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "String" }, filter: { type: "HappeningFilter" }) {
        experiences(first: $first, after: $after, filter: $filter) @connection(key: "HappeningPaging_experiences", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              ...HappeningCard_item
            }
          }
        }
      }
    `,
    query,
  );
  return <Results kind="EXPERIENCE" connection={pagination.data.experiences} pagination={pagination} {...props} />;
}
