import { withFluentScope } from '../../../app/FluentScope.tsx';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { NotFoundContent, notFoundTitle } from '../../../errors/NotFoundContent.tsx';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { InfoSectionView } from './InfoSectionView.tsx';
import type { InfoPageScreenQuery } from './__generated__/InfoPageScreenQuery.graphql';

const useStyles = makeStyles({
  article: { display: 'grid', gap: '28px', maxWidth: '960px' },
  head: { display: 'grid', gap: '8px' },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
  },
  lead: { margin: 0, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2, maxWidth: '70ch' },
});

export const infoPageQuery = graphql`
  query InfoPageScreenQuery($cityId: ID, $url: String!, $pageUrl: String!, $withFacts: Boolean!) {
    ...PageShell_query
    infoPage(url: $url) {
      url
      title
      description
      # eslint-disable-next-line relay/unused-fields -- the served head reads them (server/heads.ts)
      keywords
      sections {
        key
        ...InfoSectionView_section
      }
    }
    siteFacts @include(if: $withFacts) {
      ...FactCounters_facts
    }
  }
`;

/** About, ticketing, the companion app, important numbers, and any info page the API holds: texts from the API. */
function InfoPageScreen() {
  const styles = useStyles();
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<InfoPageScreenQuery>;
  const data = usePreloadedQuery<InfoPageScreenQuery>(infoPageQuery, query);
  const page = data.infoPage;
  const title = usePageTitle(page ? page.title : intl.formatMessage(notFoundTitle));
  return (
    <PageShell title={title} query={data}>
      {page ? (
        <article className={styles.article} data-info-page={page.url}>
          <header className={styles.head}>
            <h1 className={styles.title}>{page.title}</h1>
            <p className={styles.lead}>{page.description}</p>
          </header>
          {page.sections.map((section) => (
            <InfoSectionView key={section.key} section={section} facts={data.siteFacts} />
          ))}
        </article>
      ) : (
        <NotFoundContent />
      )}
    </PageShell>
  );
}

export default withFluentScope(InfoPageScreen);
