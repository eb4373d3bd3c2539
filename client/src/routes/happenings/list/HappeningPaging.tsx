import { graphql, useFragment } from 'react-relay/hooks';
import { RelayLoadMore } from '../../../ui/LoadMore.tsx';
import { HappeningCard } from '../HappeningCard.tsx';
import { HappeningResults } from './HappeningResults.tsx';
import styles from './HappeningResults.module.css';
import type { HappeningKind } from '../happeningKind.ts';
import type { HappeningPaging_query$key } from './__generated__/HappeningPaging_query.graphql';

const PAGE_SIZE = 12;

interface ListProps {
  filtered: boolean;
  onClearFilters: () => void;
}

const happeningPagingFragment = graphql`
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
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;

/**
 * The events or the experiences of `kind`, a page at a time; the connection is kept per kind and filter. The first
 * page is read here; the next ones load through RelayLoadMore, whose paging code follows the first render.
 */
export function HappeningPaging({
  kind,
  query,
  filtered,
  onClearFilters,
}: ListProps & { kind: HappeningKind; query: HappeningPaging_query$key }) {
  const { happenings } = useFragment(happeningPagingFragment, query);
  return (
    <HappeningResults
      kind={kind}
      totalCount={happenings.totalCount}
      cards={happenings.edges.map(({ node }, index) => (
        <li key={node.id}>
          <HappeningCard item={node} headingLevel={2} priority={index === 0} />
        </li>
      ))}
      more={
        <RelayLoadMore
          paging={{ fragment: happeningPagingFragment, fragmentRef: query, pageSize: PAGE_SIZE }}
          hasNext={happenings.pageInfo.hasNextPage}
          size="large"
          className={styles.more}
        />
      }
      filtered={filtered}
      onClearFilters={onClearFilters}
    />
  );
}
