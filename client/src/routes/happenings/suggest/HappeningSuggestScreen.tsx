import { withFluentScope } from '../../../app/FluentScope.tsx';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useMatches } from 'react-router-dom';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { SuggestHappeningForm } from './SuggestHappeningForm.tsx';
import type { HappeningSuggestScreenQuery } from './__generated__/HappeningSuggestScreenQuery.graphql';

const useStyles = makeStyles({
  card: { maxWidth: '760px' },
  link: { color: tokens.colorBrandForegroundLink },
});

export const happeningSuggestQuery = graphql`
  query HappeningSuggestScreenQuery($cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    ...SuggestHappeningForm_query
  }
`;

/** /events/suggest and /experiences/suggest, for members: the add event/experience form, kept for review. */
function HappeningSuggestScreen() {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<HappeningSuggestScreenQuery>;
  const data = usePreloadedQuery<HappeningSuggestScreenQuery>(happeningSuggestQuery, query);
  // The route says which kind the form starts with (/events/suggest or /experiences/suggest).
  const kind = useMatches().some((match) => match.id === 'eventSuggest') ? 'EVENT' : 'EXPERIENCE';
  const [submitted, setSubmitted] = useState(false);
  const heading = intl.formatMessage({
    id: 'suggestHappening.title',
    defaultMessage: 'Suggest an event or experience',
  });
  const title = usePageTitle(heading);
  return (
    <PageShell title={title} query={data}>
      <div className={mergeClasses(formStyles.card, styles.card)}>
        <h1 className={formStyles.title}>{heading}</h1>
        {submitted ? (
          <>
            <FormStatus
              success={intl.formatMessage({ id: 'suggestHappening.submitted', defaultMessage: 'Suggestion submitted' })}
            />
            <p className={formStyles.lead}>
              <FormattedMessage id="suggestHappening.thanks" defaultMessage="Thank you! Our team will review it." />{' '}
              <Link className={styles.link} to={kind === 'EVENT' ? '/events' : '/experiences'}>
                <FormattedMessage id="suggestHappening.back" defaultMessage="Back to the listings" />
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className={formStyles.lead}>
              <FormattedMessage
                id="suggestHappening.lead"
                defaultMessage="Suggestions are reviewed by our team before they appear. Fields marked * are required."
              />
            </p>
            <SuggestHappeningForm query={data} kind={kind} onSubmitted={() => setSubmitted(true)} />
          </>
        )}
      </div>
    </PageShell>
  );
}

export default withFluentScope(HappeningSuggestScreen);
