import { makeStyles, tokens } from '@fluentui/react-components';
import { defineMessages, FormattedNumber, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
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

const factMessages: Record<string, MessageDescriptor> = defineMessages({
  cities: { id: 'about.factCities', defaultMessage: '{count, plural, one {city} other {cities}}' },
  places: { id: 'about.factPlaces', defaultMessage: '{count, plural, one {place} other {places}}' },
  events: { id: 'about.factEvents', defaultMessage: '{count, plural, one {event} other {events}}' },
  experiences: { id: 'about.factExperiences', defaultMessage: '{count, plural, one {experience} other {experiences}}' },
  members: { id: 'about.factMembers', defaultMessage: '{count, plural, one {member} other {members}}' },
  tips: { id: 'about.factTips', defaultMessage: '{count, plural, one {tip} other {tips}}' },
});

/** The counters, in the order they show. */
const FACTS = ['cities', 'places', 'events', 'experiences', 'members', 'tips'] as const;

/** The about page's counters, counted from the data when the page is asked for. */
export function FactCounters({ facts: factsKey }: { facts: FactCounters_facts$key }) {
  const styles = useStyles();
  const intl = useIntl();
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
  // By name, so each field the fragment selects is seen read here (relay/unused-fields).
  const { cities, places, events, experiences, members, tips } = facts;
  const values: Record<(typeof FACTS)[number], number> = { cities, places, events, experiences, members, tips };
  return (
    <ul className={styles.list}>
      {FACTS.map((fact) => (
        <li key={fact} className={styles.fact} data-fact={fact}>
          <span className={styles.number}>
            <FormattedNumber value={values[fact]} />
          </span>
          <span>{intl.formatMessage(factMessages[fact], { count: values[fact] })}</span>
        </li>
      ))}
    </ul>
  );
}
