import { withFluentScope } from '../../../app/FluentScope.tsx';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
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
});

export const profileQuery = graphql`
  query ProfileScreenQuery($cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    ...ProfileEditForm_query
    viewer {
      socialSignIn {
        facebook
      }
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
        ...ProfileSettings_user
        ...ProfileEditForm_user
      }
    }
  }
`;

/** The member's profile: view, edit (a lazily loaded form), settings and account deletion. */
function ProfileScreen() {
  const styles = useStyles();
  const intl = useIntl();
  const [params] = useSearchParams();
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
        <section className={styles.section} aria-labelledby="profile-social">
          <h2 id="profile-social" className={styles.title}>
            {intl.formatMessage({ id: 'profile.socialTitle', defaultMessage: 'Followers and followings' })}
          </h2>
          <p>
            {intl.formatMessage(socialMessages.followerCount, { count: me.followerCount })}
            {' · '}
            {intl.formatMessage(socialMessages.followingCount, { count: me.followingCount })}
          </p>
          {me.username ? (
            <Link to={memberPath(me.username)}>
              {intl.formatMessage({ id: 'profile.publicPage', defaultMessage: 'See my page as others see it' })}
            </Link>
          ) : null}
        </section>
        <section id="follow-requests" className={styles.section} aria-labelledby="profile-follow-requests">
          <h2 id="profile-follow-requests" className={styles.title}>
            {intl.formatMessage(socialMessages.followRequests)}
          </h2>
          <FollowRequests viewer={data.viewer} meId={me.id} />
        </section>
        <section className={styles.section} aria-labelledby="profile-edit">
          <h2 id="profile-edit" className={styles.title}>
            {intl.formatMessage({ id: 'profile.editTitle', defaultMessage: 'Edit profile' })}
          </h2>
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
        </section>
        <section className={styles.section} aria-labelledby="profile-favourites">
          <h2 id="profile-favourites" className={styles.title}>
            {intl.formatMessage({ id: 'profile.favouritesTitle', defaultMessage: 'Favourites' })}
          </h2>
          <p className={styles.text}>
            <Link className={styles.link} to={favouriteListsPath}>
              {intl.formatMessage({ id: 'profile.favouritesLink', defaultMessage: 'My favourite lists' })}
            </Link>
          </p>
        </section>
        <section className={styles.section} aria-labelledby="profile-orders">
          <h2 id="profile-orders" className={styles.title}>
            {intl.formatMessage({ id: 'profile.ordersTitle', defaultMessage: 'My orders' })}
          </h2>
          <OrderList viewer={data.viewer} />
        </section>
        <section className={styles.section} aria-labelledby="profile-check-ins">
          <h2 id="profile-check-ins" className={styles.title}>
            {intl.formatMessage({ id: 'profile.checkInsTitle', defaultMessage: 'My check-ins' })}
          </h2>
          <CheckInList viewer={data.viewer} />
        </section>
        <section className={styles.section} aria-labelledby="profile-settings">
          <h2 id="profile-settings" className={styles.title}>
            {intl.formatMessage({ id: 'profile.settingsTitle', defaultMessage: 'Settings' })}
          </h2>
          <ProfileSettings user={me} />
        </section>
        <section className={styles.section} aria-labelledby="profile-blocked">
          <h2 id="profile-blocked" className={styles.title}>
            {intl.formatMessage(socialMessages.blockedUsers)}
          </h2>
          <BlockedUsers viewer={data.viewer} />
        </section>
        {data.viewer.socialSignIn.facebook ? null : (
          <section className={styles.section} aria-labelledby="profile-facebook">
            <h2 id="profile-facebook" className={styles.title}>
              {intl.formatMessage(socialMessages.facebookTitle)}
            </h2>
            <p>{intl.formatMessage(socialMessages.facebookUnavailable)}</p>
          </section>
        )}
        <section className={styles.section} aria-labelledby="profile-delete">
          <h2 id="profile-delete" className={styles.title}>
            {intl.formatMessage({ id: 'profile.deleteTitle', defaultMessage: 'Delete account' })}
          </h2>
          <DeleteAccountSection />
        </section>
      </div>
    </PageShell>
  );
}

export default withFluentScope(ProfileScreen);
