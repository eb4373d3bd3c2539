import { withFluentScope } from '../../../app/FluentScope.tsx';
import { Avatar, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { initialsOf } from '../../../ui/initials.ts';
import { socialMessages } from '../socialMessages.ts';
import { useSocialOutcome } from '../useSocialOutcome.tsx';
import { FollowButton } from './FollowButton.tsx';
import { MemberActions } from './MemberActions.tsx';
import { MemberContent } from './MemberContent.tsx';
import type { MemberScreenQuery } from './__generated__/MemberScreenQuery.graphql';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '20px', maxWidth: '880px', marginInline: 'auto' },
  head: { display: 'flex', alignItems: 'center', gap: '16px', flexWrap: 'wrap' },
  name: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightBold },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '8px 16px',
    margin: '4px 0 0',
    color: tokens.colorNeutralForeground2,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
  notice: {
    margin: 0,
    paddingBlock: '16px',
    paddingInline: '16px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  noticeTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

export const memberScreenQuery = graphql`
  query MemberScreenQuery($username: String!, $cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    viewer {
      me {
        id
      }
    }
    member(username: $username) {
      id
      fullName
      image {
        url
      }
      points
      level
      levelName
      followerCount
      followingCount
      canViewContent
      isBlockedByViewer
      ...FollowButton_user
      ...MemberActions_user
      ...MemberContent_user
    }
  }
`;

/** /members/:username: a member as others see them, with the follow, block and report actions. */
function MemberScreen() {
  const styles = useStyles();
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<MemberScreenQuery>;
  const data = usePreloadedQuery<MemberScreenQuery>(memberScreenQuery, query);
  const member = data.member;
  const title = usePageTitle(member ? member.fullName : intl.formatMessage(socialMessages.notFoundTitle));
  const [run, status] = useSocialOutcome();
  if (!member) {
    return (
      <PageShell title={title} query={data}>
        <div className={styles.page}>
          <h1 className={styles.name}>{intl.formatMessage(socialMessages.notFoundTitle)}</h1>
        </div>
      </PageShell>
    );
  }
  const signedIn = data.viewer.me != null;
  const isSelf = data.viewer.me?.id === member.id;
  const number = (value: number) => intl.formatNumber(value);
  return (
    <PageShell title={title} query={data}>
      <div className={styles.page}>
        <div className={styles.head}>
          <Avatar
            size={96}
            name={member.fullName}
            initials={initialsOf(member.fullName)}
            image={member.image ? { src: member.image.url, alt: '' } : undefined}
          />
          <div>
            <h1 className={styles.name}>
              <bdi>{member.fullName}</bdi>
            </h1>
            <p className={styles.facts}>
              <span>{intl.formatMessage(socialMessages.followerCount, { count: member.followerCount })}</span>
              <span>{intl.formatMessage(socialMessages.followingCount, { count: member.followingCount })}</span>
              <span>{intl.formatMessage(socialMessages.points, { points: member.points })}</span>
              <span>
                {member.levelName
                  ? intl.formatMessage(
                      { id: 'profile.levelNamed', defaultMessage: '{level} · {name}' },
                      { level: number(member.level), name: member.levelName },
                    )
                  : number(member.level)}
              </span>
            </p>
          </div>
        </div>
        {isSelf ? null : (
          <div className={styles.actions}>
            {member.isBlockedByViewer ? null : <FollowButton user={member} signedIn={signedIn} run={run} />}
            {signedIn ? <MemberActions user={member} run={run} /> : null}
          </div>
        )}
        {status}
        {member.canViewContent ? (
          <MemberContent user={member} />
        ) : (
          <section className={styles.notice} aria-labelledby="member-private">
            <h2 id="member-private" className={styles.noticeTitle}>
              {intl.formatMessage(member.isBlockedByViewer ? socialMessages.blockedTitle : socialMessages.privateTitle)}
            </h2>
            <p>
              {intl.formatMessage(member.isBlockedByViewer ? socialMessages.blockedText : socialMessages.privateText)}
            </p>
          </section>
        )}
      </div>
    </PageShell>
  );
}

export default withFluentScope(MemberScreen);
