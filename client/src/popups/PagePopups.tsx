import { graphql, useFragment } from 'react-relay/hooks';
import { FloatingPopupHost } from './FloatingPopupHost.tsx';
import type { PagePopups_query$key } from './__generated__/PagePopups_query.graphql';

/**
 * The floating popups of the page (keyed by the page's URL), part of every route query through the page shell,
 * so they cost no request of their own. `$pageUrl` is the route's path without the language (routing/pageQuery.ts).
 */
export default function PagePopups({ query }: { query: PagePopups_query$key }) {
  const data = useFragment(
    graphql`
      fragment PagePopups_query on Query {
        floatingPopups(pageUrl: $pageUrl) {
          ...FloatingPopupHost_popups
        }
      }
    `,
    query,
  );
  return <FloatingPopupHost popups={data.floatingPopups} />;
}
