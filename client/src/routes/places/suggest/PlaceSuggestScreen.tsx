import { withFluentScope } from '../../../app/FluentScope.tsx';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router-dom';
import { NotFoundContent } from '../../../errors/NotFoundContent.tsx';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { placePath, placesHomePath } from '../placePath.ts';
import { SuggestPlaceForm } from './SuggestPlaceForm.tsx';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import type { PlaceSuggestScreenQuery } from './__generated__/PlaceSuggestScreenQuery.graphql';

const useStyles = makeStyles({
  card: { maxWidth: '760px' },
  link: { color: tokens.colorBrandForegroundLink },
});

export const placeSuggestQuery = graphql`
  query PlaceSuggestScreenQuery($slug: String!, $isEdit: Boolean!, $cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    ...SuggestPlaceForm_query
    place(slug: $slug) @include(if: $isEdit) {
      name
      slug
      ...SuggestPlaceForm_place
    }
  }
`;

/** /places/suggest (a new place) and /places/:slug/suggest-edit (a change to a place), for members. */
function PlaceSuggestScreen() {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<PlaceSuggestScreenQuery>;
  const data = usePreloadedQuery<PlaceSuggestScreenQuery>(placeSuggestQuery, query);
  const isEdit = query.variables.isEdit;
  const place = data.place ?? null;
  const [submitted, setSubmitted] = useState(false);
  const heading = isEdit
    ? intl.formatMessage(
        { id: 'placeForm.editTitle', defaultMessage: 'Suggest an edit to {name}' },
        { name: place?.name ?? '' },
      )
    : intl.formatMessage({ id: 'placeForm.title', defaultMessage: 'Suggest a place' });
  const title = usePageTitle(heading);
  if (isEdit && !place) {
    return (
      <PageShell title={title} query={data}>
        <NotFoundContent />
      </PageShell>
    );
  }
  return (
    <PageShell title={title} query={data}>
      <div className={mergeClasses(formStyles.card, styles.card)}>
        <h1 className={formStyles.title}>{heading}</h1>
        {submitted ? (
          <>
            <FormStatus
              success={intl.formatMessage({ id: 'placeForm.submitted', defaultMessage: 'Suggestion submitted' })}
            />
            <p className={formStyles.lead}>
              <FormattedMessage id="placeForm.submittedLead" defaultMessage="Thank you! Our team will review it." />{' '}
              <Link className={styles.link} to={place ? placePath(place.slug) : placesHomePath}>
                {place ? place.name : <FormattedMessage id="placeForm.backToPlaces" defaultMessage="Back to places" />}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className={formStyles.lead}>
              <FormattedMessage
                id="placeForm.lead"
                defaultMessage="Suggestions are reviewed by our team before they appear."
              />
            </p>
            <SuggestPlaceForm query={data} place={place} onSubmitted={() => setSubmitted(true)} />
          </>
        )}
      </div>
    </PageShell>
  );
}

export default withFluentScope(PlaceSuggestScreen);
