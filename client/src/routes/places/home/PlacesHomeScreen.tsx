import { withFluentScope } from '../../../app/FluentScope.tsx';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Map20Regular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from '../../../i18n/intl/index.ts';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import { CategoryIcon } from './CategoryIcon.tsx';
import { placeListPath, suggestPlacePath } from '../placePath.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { shownCityName } from '../../../settings/allCities.ts';
import { media } from '../../../styles/theme.ts';
import type { PlacesHomeScreenQuery } from './__generated__/PlacesHomeScreenQuery.graphql';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '12px',
    marginBlockEnd: '20px',
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
  },
  links: { display: 'flex', flexWrap: 'wrap', gap: '12px' },
  action: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    paddingBlock: '6px',
    paddingInline: '12px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorBrandForegroundLink,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
  },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(2, 1fr)',
    [media.sm]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    [media.md]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
  card: {
    display: 'grid',
    justifyItems: 'center',
    gap: '8px',
    paddingBlock: '24px',
    paddingInline: '12px',
    textAlign: 'center',
    textDecorationLine: 'none',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    ':hover': { boxShadow: tokens.shadow16 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  icon: { fontSize: '40px', width: '40px', height: '40px', color: tokens.colorBrandForeground1 },
  name: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  count: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

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

/** /places: the category grid (icon, name and how many places of it the viewer's city has). */
function PlacesHomeScreen() {
  const styles = useStyles();
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

export default withFluentScope(PlacesHomeScreen);
