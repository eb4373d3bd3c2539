import { useId } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useSettingsActions } from '../app/useSettingsActions.ts';
import a11y from '../styles/a11y.module.css';
import { ChevronDown20Regular, Location20Regular } from '../ui/icons.tsx';
import styles from './CitySelect.module.css';
import type { CitySelect_query$key } from './__generated__/CitySelect_query.graphql';

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
          value={data.viewer.city.id}
          disabled={switching}
          onChange={(event) => {
            const city = cities.find((candidate) => candidate.id === event.target.value);
            if (city) void setCity({ id: city.id, rawId: city.rawId });
          }}
        >
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
