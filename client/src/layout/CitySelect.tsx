import { useId } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSettingsActions } from '../app/useSettingsActions.ts';
import { currentSession } from '../session/session.ts';
import { ALL_CITIES, ALL_CITIES_ID, allCitiesMessages, isAllCities } from '../settings/allCities.ts';
import a11y from '../styles/a11y.module.css';
import { ChevronDown20Regular, Location20Regular } from '../ui/icons.tsx';
import styles from './CitySelect.module.css';
import type { CitySelect_query$key } from './__generated__/CitySelect_query.graphql';

/** The header's city menu: every city, and "All cities" first (docs/home.md#all-cities). */
export function CitySelect({ query }: { query: CitySelect_query$key }) {
  const intl = useIntl();
  const id = useId();
  const { setCity, switching } = useSettingsActions();
  const data = useFragment(
    graphql`
      fragment CitySelect_query on Query {
        viewer {
          city(id: $cityId) {
            id
          }
        }
        cities(first: 100) {
          edges {
            node {
              id
              rawId
              name
            }
          }
        }
      }
    `,
    query,
  );
  const cities = data.cities.edges.map((edge) => edge.node);
  // The gateway answers the default city for `all`: the choice itself is in the settings.
  const allCities = isAllCities(currentSession().settings.city?.id);
  return (
    <div className={styles.root}>
      <Location20Regular className={styles.pin} aria-hidden />
      <label htmlFor={id} className={a11y.visuallyHidden}>
        {intl.formatMessage({ id: 'settings.city', defaultMessage: 'City' })}
      </label>
      <span className={styles.field}>
        <select
          id={id}
          className={styles.select}
          value={allCities ? ALL_CITIES_ID : data.viewer.city.id}
          disabled={switching}
          onChange={(event) => {
            if (isAllCities(event.target.value)) return void setCity(ALL_CITIES);
            const city = cities.find((candidate) => candidate.id === event.target.value);
            if (city) void setCity({ id: city.id, rawId: city.rawId });
          }}
        >
          <option value={ALL_CITIES_ID}>{intl.formatMessage(allCitiesMessages.option)}</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
        <ChevronDown20Regular className={styles.chevron} />
      </span>
    </div>
  );
}
