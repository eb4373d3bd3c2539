import { makeStyles, Select, tokens, useId } from '@fluentui/react-components';
import { Location20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useSettingsActions } from '../../app/useSettingsActions.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.ts';
import type { CitySelect_query$key } from './__generated__/CitySelect_query.graphql';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: '4px', color: tokens.colorBrandForeground1 },
  hidden: visuallyHidden,
  select: { minWidth: '120px' },
});

export function CitySelect({ query }: { query: CitySelect_query$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const id = useId('city');
  const { setCity, switching } = useSettingsActions();
  const data = useFragment(
    graphql`
      fragment CitySelect_query on Query {
        viewer {
          city {
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
      <Location20Regular aria-hidden />
      <label htmlFor={id} className={styles.hidden}>
        {intl.formatMessage({ id: 'settings.city', defaultMessage: 'City' })}
      </label>
      <Select
        id={id}
        className={styles.select}
        appearance="underline"
        value={data.viewer.city.id}
        disabled={switching}
        onChange={(_, { value }) => {
          const city = cities.find((candidate) => candidate.id === value);
          if (city) void setCity({ id: city.id, rawId: city.rawId });
        }}
      >
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
