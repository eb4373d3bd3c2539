import { graphql, useFragment } from 'react-relay/hooks';
import { searchForFilters } from '../happenings/list/happeningFilters.ts';
import { HappeningRow } from '../happenings/HappeningRow.tsx';
import { asHappeningKind, listPath } from '../happenings/happeningKind.ts';
import type { HomeListRow_list$key } from './__generated__/HomeListRow_list.graphql';

/** One curated home list of the city, with a link to the full list filtered by it. */
export function HomeListRow({ list }: { list: HomeListRow_list$key }) {
  const data = useFragment(
    graphql`
      fragment HomeListRow_list on HomeList {
        id
        name
        description
        kind
        items(first: 10) {
          ...HappeningRow_items
        }
      }
    `,
    list,
  );
  const seeAllTo = `${listPath(asHappeningKind(data.kind))}${searchForFilters({ listId: data.id })}`;
  return <HappeningRow title={data.name} description={data.description} seeAllTo={seeAllTo} items={data.items} />;
}
