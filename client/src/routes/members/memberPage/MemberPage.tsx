import type { ReactNode } from 'react';
import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { memberPageQuery } from './memberPageQuery.ts';
import type { memberPageQuery as MemberPageQuery } from './__generated__/memberPageQuery.graphql';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import { SocialSignInButtons } from './SocialSignInButtons.tsx';
import { useFormStyles } from '../../../forms/formStyles.ts';

/** The card every account screen is: title, optional lead, the form or message, social sign-ins, links. */
export function MemberPage({
  title,
  lead,
  children,
  links,
  social = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  links?: ReactNode;
  social?: boolean;
}) {
  const styles = useFormStyles();
  const { query } = useLoaderData() as RouteData<MemberPageQuery>;
  const data = usePreloadedQuery<MemberPageQuery>(memberPageQuery, query);
  return (
    <PageShell title={usePageTitle(title)} query={data}>
      <section className={styles.card} aria-labelledby="member-page-title">
        <h1 id="member-page-title" className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
        {social ? <SocialSignInButtons viewer={data.viewer} /> : null}
        {links ? <p className={styles.links}>{links}</p> : null}
      </section>
    </PageShell>
  );
}
