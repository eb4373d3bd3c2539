import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router-dom';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import { Add20Regular, Map20Regular } from './actionIcons.tsx';
import { CategoryIcon } from './CategoryIcon.tsx';
import styles from './PlacesHomeScreen.module.css';
import { placeListPath, suggestPlacePath } from '../placePath.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { shownCityName } from '../../../settings/allCities.ts';
import type { PlacesHomeScreenQuery } from './__generated__/PlacesHomeScreenQuery.graphql';

export const placesHomeQuery = graphql`
  query PlacesHomeScreenQuery($cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    viewer {
      city(id: $cityId) {
        name
      }
    }
    placeCategories(cityId: $cityId) {
      id
      name
      icon
      placeCount
    }
  }
`;

/** /places: the category grid (plain elements and CSS: the screen loads without Fluent UI) (icon, name and how many places of it the viewer's city has). */
export default function PlacesHomeScreen() {
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<PlacesHomeScreenQuery>;
  const data = usePreloadedQuery<PlacesHomeScreenQuery>(placesHomeQuery, query);
  const title = usePageTitle(intl.formatMessage({ id: 'places.title', defaultMessage: 'Places' }));
  return (
    <PageShell title={title} query={data}>
      <div className={styles.head}>
        <h1 className={styles.title}>
          <FormattedMessage
            id="places.heading"
            defaultMessage="Places in {city}"
            values={{ city: shownCityName(intl, data.viewer.city.name, query.variables.cityId) }}
          />
        </h1>
        <div className={styles.links}>
          <Link className={styles.action} to={placeListPath()}>
            <Map20Regular aria-hidden />
            <FormattedMessage id="places.allOnMap" defaultMessage="All places on the map" />
          </Link>
          <Link className={styles.action} to={suggestPlacePath}>
            <Add20Regular aria-hidden />
            <FormattedMessage id="places.suggest" defaultMessage="Suggest a place" />
          </Link>
        </div>
      </div>
      <ul
        className={styles.grid}
        aria-label={intl.formatMessage({ id: 'places.categories', defaultMessage: 'Categories' })}
      >
        {data.placeCategories.map((category) => (
          <li key={category.id}>
            <Link className={styles.card} to={placeListPath({ categoryId: category.id })}>
              <CategoryIcon icon={category.icon} className={styles.icon} />
              <span className={styles.name}>{category.name}</span>
              <span className={styles.count}>
                <FormattedMessage
                  id="places.categoryCount"
                  defaultMessage="{count, plural, =0 {No places yet} one {# place} other {# places}}"
                  values={{ count: category.placeCount }}
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
