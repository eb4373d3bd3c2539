import { graphql, usePaginationFragment } from 'react-relay';
import { HappeningCard } from '../HappeningCard.tsx';
import { HappeningResults } from './HappeningResults.tsx';
import type { HappeningKind } from '../happeningKind.ts';
import type { HappeningPaging_query$key } from './__generated__/HappeningPaging_query.graphql';

export const PAGE_SIZE = 12;

interface ListProps {
  filtered: boolean;
  onClearFilters: () => void;
}

/** The events or the experiences of `kind`, a page at a time; the connection is kept per kind and filter. */
export function HappeningPaging({
  kind,
  query,
  filtered,
  onClearFilters,
}: ListProps & { kind: HappeningKind; query: HappeningPaging_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment HappeningPaging_query on Query
      @refetchable(queryName: "HappeningPagingQuery")
      @argumentDefinitions(
        kind: { type: "ItemKind!" }
        first: { type: "Int", defaultValue: 12 }
        after: { type: "String" }
        filter: { type: "HappeningFilter" }
      ) {
        happenings(kind: $kind, first: $first, after: $after, filter: $filter)
          @connection(key: "HappeningPaging_happenings", filters: ["kind", "filter"]) {
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
  return (
    <HappeningResults
      kind={kind}
      totalCount={data.happenings.totalCount}
      cards={data.happenings.edges.map(({ node }, index) => (
        <li key={node.id}>
          <HappeningCard item={node} headingLevel={2} priority={index === 0} />
        </li>
      ))}
      paging={{ hasNext, isLoadingNext, loadNext: () => void loadNext(PAGE_SIZE) }}
      filtered={filtered}
      onClearFilters={onClearFilters}
    />
  );
}
