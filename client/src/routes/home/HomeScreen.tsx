import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { HomeCarousel } from './HomeCarousel.tsx';
import { HomeListRow } from './HomeListRow.tsx';
import { CuratedListsRow, DiscoverRow } from './ReadingRows.tsx';
import { HappeningRow } from '../happenings/HappeningRow.tsx';
import { PageShell } from '../../layout/PageShell.tsx';
import { usePageTitle } from '../../layout/usePageTitle.ts';
import type { RouteData } from '../../routing/loadRouteQuery.ts';
import styles from './HomeScreen.module.css';
import type { HomeScreenQuery } from './__generated__/HomeScreenQuery.graphql';
import { listPath } from '../happenings/happeningKind.ts';
import { RecentlyViewed } from '../../history/RecentlyViewed.tsx';
import { HomeVideo } from './HomeVideo.tsx';
import { shownCityName } from '../../settings/allCities.ts';
import { AppBanner } from './AppBanner.tsx';
import { PlacesRow } from './PlacesRow.tsx';

export const homeQuery = graphql`
  query HomeScreenQuery($cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    viewer {
      city(id: $cityId) {
        name
      }
    }
    homeSlides(cityId: $cityId) {
      ...HomeCarousel_slides
      ...homeHead_slide
    }
    recommendedEvents(first: 10, cityId: $cityId) {
      ...HappeningRow_items
    }
    recommendedExperiences(first: 10, cityId: $cityId) {
      ...HappeningRow_items
    }
    homeLists(cityId: $cityId) {
      id
      ...HomeListRow_list
    }
    siteSettings {
      homeVideo {
        ...HomeVideo_video
      }
    }
    homeCuratedLists(cityId: $cityId) {
      ...ReadingRows_lists
    }
    ...ReadingRows_discover
    popularPlaces: places(first: 10, filter: { cityId: $cityId, order: POPULAR }) {
      ...PlacesRow_places
    }
  }
`;

export default function HomeScreen() {
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<HomeScreenQuery>;
  const data = usePreloadedQuery<HomeScreenQuery>(homeQuery, query);
  const city = shownCityName(intl, data.viewer.city.name, query.variables.cityId);
  const title = usePageTitle(null);
  return (
    <PageShell title={title} query={data}>
      <AppBanner />
      <div className={styles.intro}>
        <h1 className={styles.title}>
          <FormattedMessage id="home.title" defaultMessage="Discover {city}" values={{ city }} />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="home.lead" defaultMessage="Events, experiences and curated picks for your city." />
        </p>
      </div>
      <HomeCarousel slides={data.homeSlides} />
      <RecentlyViewed />
      {data.siteSettings.homeVideo ? <HomeVideo video={data.siteSettings.homeVideo} /> : null}
      <HappeningRow
        title={intl.formatMessage({ id: 'home.recommendedEvents', defaultMessage: 'Recommended events' })}
        seeAllTo={listPath('EVENT')}
        items={data.recommendedEvents}
      />
      <HappeningRow
        title={intl.formatMessage({ id: 'home.recommendedExperiences', defaultMessage: 'Recommended experiences' })}
        seeAllTo={listPath('EXPERIENCE')}
        items={data.recommendedExperiences}
      />
      <CuratedListsRow lists={data.homeCuratedLists} />
      <PlacesRow places={data.popularPlaces} />
      <DiscoverRow query={data} />
      {data.homeLists.map((list) => (
        <HomeListRow key={list.id} list={list} />
      ))}
    </PageShell>
  );
}
