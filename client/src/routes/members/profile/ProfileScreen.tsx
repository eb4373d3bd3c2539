import { withFluentScope } from '../../../app/FluentScope.tsx';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, Navigate, useLoaderData, useSearchParams } from 'react-router-dom';
import { rememberMe } from '../../../session/authState.ts';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { CheckInList } from './CheckInList.tsx';
import { OrderList } from '../../orders/OrderList.tsx';
import { favouriteListsPath } from '../../favourites/favouritePaths.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { ProfileSettings } from './ProfileSettings.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';
import { BlockedUsers } from '../../social/requests/BlockedUsers.tsx';
import { FollowRequests } from '../../social/requests/FollowRequests.tsx';
import { FacebookFriends } from '../../social/facebook/FacebookFriends.tsx';
import { MyFollowers } from '../../social/mine/MyFollowers.tsx';
import { MyFollowings } from '../../social/mine/MyFollowings.tsx';
import { profileTabOf, type ProfileTab } from './profileTabs.ts';
import { PANEL_ID, ProfileTabList, tabId } from './ProfileTabList.tsx';
import { memberPath } from '../../social/memberPath.ts';
import { socialMessages } from '../../social/socialMessages.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { signInPath } from '../../../routing/signInPath.ts';
import type { ProfileScreenQuery } from './__generated__/ProfileScreenQuery.graphql';

const ProfileEditForm = lazy(() => import('./ProfileEditForm.tsx'));

const useStyles = makeStyles({
  page: { display: 'grid', gap: '20px', maxWidth: '880px', marginInline: 'auto' },
  section: {
    display: 'grid',
    gap: '12px',
    paddingBlock: '20px',
    paddingInline: '20px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow2,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0 },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
  panel: { display: 'grid', gap: '20px' },
});

export const profileQuery = graphql`
  query ProfileScreenQuery($cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    ...ProfileEditForm_query
    viewer {
      ...FacebookFriends_viewer
      ...CheckInList_viewer
      ...OrderList_viewer
      ...FollowRequests_viewer
      ...BlockedUsers_viewer
      me {
        id
        username
        followerCount
        followingCount
        firstName
        fullName
        email
        image {
          thumbnail
        }
        ...ProfileSummary_user
        ...MyFollowers_user
        ...MyFollowings_user
        ...ProfileSettings_user
        ...ProfileEditForm_user
      }
    }
  }
`;

/**
 * The member's profile: the summary, then tabs (the chosen one in ?tab=, all from the one query): profile (counts,
 * edit, favourites), followers, followings, follow requests, check-ins, orders, blocked members, Facebook, settings.
 */
function ProfileScreen() {
  const styles = useStyles();
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tab = profileTabOf(params);
  const { query } = useLoaderData() as RouteData<ProfileScreenQuery>;
  const data = usePreloadedQuery<ProfileScreenQuery>(profileQuery, query);
  const me = data.viewer.me;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const title = usePageTitle(intl.formatMessage({ id: 'profile.pageTitle', defaultMessage: 'My profile' }));

  useEffect(() => {
    if (me)
      rememberMe({
        id: me.id,
        firstName: me.firstName,
        fullName: me.fullName,
        email: me.email ?? null,
        imageUrl: me.image?.thumbnail ?? null,
      });
  }, [me]);

  if (!me) return <Navigate to={signInPath('/profile', 'required')} replace />;
  const section = (name: string, title: string, content: ReactNode) => (
    <section className={styles.section} aria-labelledby={`profile-${name}`}>
      <h2 id={`profile-${name}`} className={styles.title}>
        {title}
      </h2>
      {content}
    </section>
  );
  const panels: Record<ProfileTab, () => ReactNode> = {
    profile: () => (
      <>
        {section(
          'social',
          intl.formatMessage({ id: 'profile.socialTitle', defaultMessage: 'Followers and followings' }),
          <>
            <p className={styles.text}>
              {intl.formatMessage(socialMessages.followerCount, { count: me.followerCount })}
              {' · '}
              {intl.formatMessage(socialMessages.followingCount, { count: me.followingCount })}
            </p>
            {me.username ? (
              <Link to={memberPath(me.username)}>
                {intl.formatMessage({ id: 'profile.publicPage', defaultMessage: 'See my page as others see it' })}
              </Link>
            ) : null}
          </>,
        )}
        {section(
          'edit',
          intl.formatMessage({ id: 'profile.editTitle', defaultMessage: 'Edit profile' }),
          <>
            <FormStatus
              success={
                saved && !editing
                  ? intl.formatMessage({ id: 'profile.saved', defaultMessage: 'Your profile is saved.' })
                  : null
              }
            />
            {editing ? (
              <Suspense fallback={<div aria-busy="true" />}>
                <ProfileEditForm
                  user={me}
                  query={data}
                  onDone={(didSave) => {
                    setSaved(didSave);
                    setEditing(false);
                  }}
                />
              </Suspense>
            ) : (
              <div>
                <Button appearance="primary" onClick={() => setEditing(true)}>
                  {intl.formatMessage({ id: 'profile.edit', defaultMessage: 'Edit profile' })}
                </Button>
              </div>
            )}
          </>,
        )}
        {section(
          'favourites',
          intl.formatMessage({ id: 'profile.favouritesTitle', defaultMessage: 'Favourites' }),
          <p className={styles.text}>
            <Link className={styles.link} to={favouriteListsPath}>
              {intl.formatMessage({ id: 'profile.favouritesLink', defaultMessage: 'My favourite lists' })}
            </Link>
          </p>,
        )}
      </>
    ),
    followers: () => section('followers', intl.formatMessage(socialMessages.followers), <MyFollowers user={me} />),
    followings: () => section('followings', intl.formatMessage(socialMessages.followings), <MyFollowings user={me} />),
    requests: () =>
      section(
        'follow-requests',
        intl.formatMessage(socialMessages.followRequests),
        <FollowRequests viewer={data.viewer} meId={me.id} />,
      ),
    'check-ins': () =>
      section(
        'check-ins',
        intl.formatMessage({ id: 'profile.checkInsTitle', defaultMessage: 'My check-ins' }),
        <CheckInList viewer={data.viewer} />,
      ),
    orders: () =>
      section(
        'orders',
        intl.formatMessage({ id: 'profile.ordersTitle', defaultMessage: 'My orders' }),
        <OrderList viewer={data.viewer} />,
      ),
    blocked: () =>
      section('blocked', intl.formatMessage(socialMessages.blockedUsers), <BlockedUsers viewer={data.viewer} />),
    facebook: () =>
      section('facebook', intl.formatMessage(socialMessages.facebookTitle), <FacebookFriends viewer={data.viewer} />),
    settings: () => (
      <>
        {section(
          'settings',
          intl.formatMessage({ id: 'profile.settingsTitle', defaultMessage: 'Settings' }),
          <ProfileSettings user={me} />,
        )}
        {section(
          'delete',
          intl.formatMessage({ id: 'profile.deleteTitle', defaultMessage: 'Delete account' }),
          <DeleteAccountSection />,
        )}
      </>
    ),
  };
  return (
    <PageShell title={title} query={data}>
      <div className={styles.page}>
        {params.get('welcome') ? (
          <FormStatus
            success={intl.formatMessage(
              {
                id: 'profile.welcome',
                defaultMessage: 'Welcome to Dalil! We sent a link to {email} to verify your email address.',
              },
              { email: me.email ?? '' },
            )}
          />
        ) : null}
        <ProfileSummary user={me} />
        <ProfileTabList selected={tab} onSelect={(name) => setParams({ tab: name })} />
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className={styles.panel}>
          {panels[tab]()}
        </div>
      </div>
    </PageShell>
  );
}

export default withFluentScope(ProfileScreen);
