import { makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { media } from '../../../styles/theme.ts';
import type { FactCounters_facts$key } from './__generated__/FactCounters_facts.graphql';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(2, 1fr)',
    [media.sm]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
  fact: {
    display: 'grid',
    gap: '4px',
    padding: '16px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  number: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
});

/** The about page's counters, counted from the data when the page is asked for. */
export function FactCounters({ facts: factsKey }: { facts: FactCounters_facts$key }) {
  const styles = useStyles();
  const facts = useFragment(
    graphql`
      fragment FactCounters_facts on SiteFacts {
        cities
        places
        events
        experiences
        members
        tips
      }
    `,
    factsKey,
  );
  const rows = [
    {
      key: 'cities',
      value: facts.cities,
      label: (
        <FormattedMessage
          id="about.factCities"
          defaultMessage="{count, plural, one {city} other {cities}}"
          values={{ count: facts.cities }}
        />
      ),
    },
    {
      key: 'places',
      value: facts.places,
      label: (
        <FormattedMessage
          id="about.factPlaces"
          defaultMessage="{count, plural, one {place} other {places}}"
          values={{ count: facts.places }}
        />
      ),
    },
    {
      key: 'events',
      value: facts.events,
      label: (
        <FormattedMessage
          id="about.factEvents"
          defaultMessage="{count, plural, one {event} other {events}}"
          values={{ count: facts.events }}
        />
      ),
    },
    {
      key: 'experiences',
      value: facts.experiences,
      label: (
        <FormattedMessage
          id="about.factExperiences"
          defaultMessage="{count, plural, one {experience} other {experiences}}"
          values={{ count: facts.experiences }}
        />
      ),
    },
    {
      key: 'members',
      value: facts.members,
      label: (
        <FormattedMessage
          id="about.factMembers"
          defaultMessage="{count, plural, one {member} other {members}}"
          values={{ count: facts.members }}
        />
      ),
    },
    {
      key: 'tips',
      value: facts.tips,
      label: (
        <FormattedMessage
          id="about.factTips"
          defaultMessage="{count, plural, one {tip} other {tips}}"
          values={{ count: facts.tips }}
        />
      ),
    },
  ];
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.key} className={styles.fact} data-fact={row.key}>
          <span className={styles.number}>
            <FormattedNumber value={row.value} />
          </span>
          <span>{row.label}</span>
        </li>
      ))}
    </ul>
  );
}
