import { withFluentScope } from '../../../app/FluentScope.tsx';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { NotFoundContent, notFoundTitle } from '../../../errors/NotFoundContent.tsx';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { FavouriteItems } from '../FavouriteItems.tsx';
import { favouriteMessages } from '../favouriteMessages.ts';
import type { SharedFavouriteListScreenQuery } from './__generated__/SharedFavouriteListScreenQuery.graphql';
import { isolate } from '../../../format/isolate.ts';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '20px', maxWidth: '1080px', marginInline: 'auto' },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  owner: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  lead: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export const sharedFavouriteListQuery = graphql`
  query SharedFavouriteListScreenQuery($shareId: String!, $cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    sharedFavouriteList(shareId: $shareId) {
      name
      description
      owner {
        fullName
      }
      ...FavouriteItems_list
      ...sharedListHead_list
    }
  }
`;

/** A list someone shared: read only, for anyone, with the owner's name. An unknown share id is the 404 screen. */
function SharedFavouriteListScreen() {
  const styles = useStyles();
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<SharedFavouriteListScreenQuery>;
  const data = usePreloadedQuery<SharedFavouriteListScreenQuery>(sharedFavouriteListQuery, query);
  const list = data.sharedFavouriteList;
  const title = usePageTitle(list?.name ?? intl.formatMessage(notFoundTitle));
  if (!list) {
    return (
      <PageShell title={title} query={data}>
        <NotFoundContent />
      </PageShell>
    );
  }
  return (
    <PageShell title={title} query={data}>
      <div className={styles.page}>
        <h1 className={styles.title}>
          <bdi>{list.name}</bdi>
        </h1>
        <p className={styles.owner}>
          {intl.formatMessage(favouriteMessages.sharedBy, { name: isolate(list.owner.fullName) })}
        </p>
        {list.description ? (
          <p className={styles.lead} dir="auto">
            {list.description}
          </p>
        ) : null}
        <FavouriteItems list={list} />
      </div>
    </PageShell>
  );
}

export default withFluentScope(SharedFavouriteListScreen);
