import { useCallback } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { asHappeningKind, type HappeningKind } from '../happeningKind.ts';
import { HappeningFilterBar } from './HappeningFilterBar.tsx';
import { HappeningPaging } from './HappeningPaging.tsx';
import { HappeningRow } from '../HappeningRow.tsx';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import { filtersFromSearchParams, hasFilters, searchForFilters, type HappeningFilters } from './happeningFilters.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { shownCityName } from '../../../settings/allCities.ts';
import { buttonClasses } from '../../../styles/buttonClasses.ts';
import { Dismiss12Regular } from './listIcons.tsx';
import head from '../../../ui/ScreenHead.module.css';
import styles from './HappeningListScreen.module.css';
import type { HappeningListScreenQuery } from './__generated__/HappeningListScreenQuery.graphql';

const kindMessages: Record<
  HappeningKind,
  Record<'title' | 'heading' | 'recommended' | 'popular', MessageDescriptor>
> = {
  EVENT: defineMessages({
    title: { id: 'events.title', defaultMessage: 'Events' },
    heading: { id: 'events.heading', defaultMessage: 'Events in {city}' },
    recommended: { id: 'events.recommended', defaultMessage: 'Recommended events' },
    popular: { id: 'events.popular', defaultMessage: 'Popular events' },
  }),
  EXPERIENCE: defineMessages({
    title: { id: 'experiences.title', defaultMessage: 'Experiences' },
    heading: { id: 'experiences.heading', defaultMessage: 'Experiences in {city}' },
    recommended: { id: 'experiences.recommended', defaultMessage: 'Recommended experiences' },
    popular: { id: 'experiences.popular', defaultMessage: 'Popular experiences' },
  }),
};

export const happeningListQuery = graphql`
  query HappeningListScreenQuery(
    $kind: ItemKind!
    $filter: HappeningFilter
    $listIds: [ID!]!
    $cityId: ID
    $pageUrl: String!
    $showRows: Boolean!
  ) {
    ...PageShell_query
    recommended: recommendedHappenings(kind: $kind, first: 10, cityId: $cityId) @include(if: $showRows) {
      ...HappeningRow_items
    }
    popular: popularHappenings(kind: $kind, first: 10, cityId: $cityId) @include(if: $showRows) {
      ...HappeningRow_items
    }
    viewer {
      city(id: $cityId) {
        name
      }
    }
    ...HappeningFilterBar_query @arguments(kind: $kind)
    lists: nodes(ids: $listIds) {
      ... on HomeList {
        id
        name
      }
    }
    ...HappeningPaging_query @arguments(kind: $kind, filter: $filter)
  }
`;

/**
 * /events and /experiences: one screen for both kinds, its filters in the URL (plain elements and CSS modules: the
 * screen loads without Fluent UI).
 */
export default function HappeningListScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { query } = useLoaderData() as RouteData<HappeningListScreenQuery>;
  const data = usePreloadedQuery<HappeningListScreenQuery>(happeningListQuery, query);
  const kind = asHappeningKind(query.variables.kind);
  const messages = kindMessages[kind];
  const filters = filtersFromSearchParams(searchParams);
  const filtered = hasFilters(filters);
  const city = shownCityName(intl, data.viewer.city.name, query.variables.cityId);
  const listName = data.lists.find((list) => list?.id === filters.listId)?.name;

  const applyFilters = useCallback(
    (next: HappeningFilters) => {
      const onlyText =
        searchForFilters({ ...next, text: undefined }) === searchForFilters({ ...filters, text: undefined });
      void navigate({ search: searchForFilters(next) }, { replace: onlyText, preventScrollReset: true });
    },
    [filters, navigate],
  );
  const clearFilters = useCallback(() => void navigate({ search: '' }), [navigate]);

  const title = usePageTitle(intl.formatMessage(messages.title));

  return (
    <PageShell title={title} query={data}>
      <div className={head.head}>
        <h1 className={head.title}>
          <FormattedMessage {...messages.heading} values={{ city }} />
        </h1>
        <Link className={styles.suggest} to={kind === 'EVENT' ? '/events/suggest' : '/experiences/suggest'}>
          <FormattedMessage id="events.suggest" defaultMessage="Suggest an event or experience" />
        </Link>
        {filtered ? (
          <button type="button" className={buttonClasses({ appearance: 'subtle' })} onClick={clearFilters}>
            <FormattedMessage id="filters.clear" defaultMessage="Clear filters" />
          </button>
        ) : null}
      </div>
      <HappeningFilterBar query={data} filters={filters} onChange={applyFilters} />
      {filters.listId ? (
        <div className={styles.chips}>
          <button
            type="button"
            className={buttonClasses({ appearance: 'outline', size: 'small', shape: 'circular' })}
            onClick={() => applyFilters({ ...filters, listId: undefined })}
            aria-label={intl.formatMessage(
              { id: 'filters.removeList', defaultMessage: 'Remove list filter: {name}' },
              { name: listName ?? filters.listId },
            )}
          >
            <FormattedMessage id="filters.listChip" defaultMessage="List: {name}" values={{ name: listName ?? '…' }} />
            <Dismiss12Regular />
          </button>
        </div>
      ) : null}
      {/* Without filters the list opens with the city's recommended and most attended items. */}
      {data.recommended ? (
        <HappeningRow title={intl.formatMessage(messages.recommended)} items={data.recommended} />
      ) : null}
      {data.popular ? <HappeningRow title={intl.formatMessage(messages.popular)} items={data.popular} /> : null}
      <HappeningPaging kind={kind} query={data} filtered={filtered} onClearFilters={clearFilters} />
    </PageShell>
  );
}
