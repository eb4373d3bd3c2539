import type { RouteObject } from 'react-router-dom';
import { FirstLoad, RootError, RootLayout } from '../app/RootLayout.tsx';
import { RouteErrorContent } from '../errors/RouteErrorContent.tsx';
import { allHappeningKinds, happeningKinds } from '../routes/happenings/happeningKind.ts';
import { happeningDetailLoader } from '../routes/happenings/detail/loader.ts';
import { happeningListLoader } from '../routes/happenings/list/loader.ts';
import { homeLoader } from '../routes/home/loader.ts';
import { memberPageLoader } from '../routes/members/memberPage/loader.ts';
import { notFoundLoader } from '../routes/notFound/loader.ts';
import { placesHomeLoader } from '../routes/places/home/loader.ts';
import { placeDetailLoader } from '../routes/places/detail/loader.ts';
import { placeListLoader } from '../routes/places/list/loader.ts';
import { placeSuggestLoader } from '../routes/places/suggest/loader.ts';
import { profileLoader } from '../routes/members/profile/loader.ts';
import { verifyEmailLoader } from '../routes/members/verifyEmail/loader.ts';
import { askToSignInAgain } from './sessionGuards.ts';

// Loaders are in the entry chunk so a screen's request starts at once; the query artifact (a small chunk of its own)
// and the screen's code (route `lazy`) are fetched in parallel.
const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const homeScreen = screen(() => import('../routes/home/HomeScreen.tsx'));
const listScreen = screen(() => import('../routes/happenings/list/HappeningListScreen.tsx'));
const detailScreen = screen(() => import('../routes/happenings/detail/HappeningDetailScreen.tsx'));
const notFoundScreen = screen(() => import('../routes/notFound/NotFoundScreen.tsx'));
const signInScreen = screen(() => import('../routes/members/signIn/SignInScreen.tsx'));
const signUpScreen = screen(() => import('../routes/members/signUp/SignUpScreen.tsx'));
const forgotPasswordScreen = screen(() => import('../routes/members/forgotPassword/ForgotPasswordScreen.tsx'));
const resetPasswordScreen = screen(() => import('../routes/members/resetPassword/ResetPasswordScreen.tsx'));
const verifyEmailScreen = screen(() => import('../routes/members/verifyEmail/VerifyEmailScreen.tsx'));
const deleteAccountScreen = screen(() => import('../routes/members/deleteAccount/DeleteAccountScreen.tsx'));
const profileScreen = screen(() => import('../routes/members/profile/ProfileScreen.tsx'));
const placesHomeScreen = screen(() => import('../routes/places/home/PlacesHomeScreen.tsx'));
const placeListScreen = screen(() => import('../routes/places/list/PlaceListScreen.tsx'));
const placeDetailScreen = screen(() => import('../routes/places/detail/PlaceDetailScreen.tsx'));
const placeSuggestScreen = screen(() => import('../routes/places/suggest/PlaceSuggestScreen.tsx'));

// A request refused as UNAUTHENTICATED (a stale or garbage token, now cleared) sends the person to sign in again.
const guard = askToSignInAgain;

// /events, /events/:slug, /experiences, /experiences/:slug: one list screen and one detail screen for both kinds.
const happeningRoutes = allHappeningKinds.flatMap((kind): RouteObject[] => {
  const { segment } = happeningKinds[kind];
  return [
    { path: segment, id: segment, loader: guard(happeningListLoader(kind)), lazy: listScreen },
    {
      path: `${segment}/:slug`,
      id: `${segment}/:slug`,
      loader: guard(happeningDetailLoader(kind)),
      lazy: detailScreen,
    },
  ];
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    errorElement: <RootError />,
    HydrateFallback: FirstLoad,
    children: [
      {
        // Pathless: a screen's failure renders inside the layout, which keeps the providers.
        errorElement: <RouteErrorContent />,
        children: [
          { index: true, id: 'home', loader: guard(homeLoader), lazy: homeScreen },
          ...happeningRoutes,
          { path: 'sign-in', id: 'signIn', loader: guard(memberPageLoader('signIn')), lazy: signInScreen },
          { path: 'sign-up', id: 'signUp', loader: guard(memberPageLoader('signUp')), lazy: signUpScreen },
          {
            path: 'forgot-password',
            id: 'forgotPassword',
            loader: guard(memberPageLoader('forgotPassword')),
            lazy: forgotPasswordScreen,
          },
          {
            path: 'reset-password',
            id: 'resetPassword',
            loader: guard(memberPageLoader('resetPassword')),
            lazy: resetPasswordScreen,
          },
          { path: 'verify-email', id: 'verifyEmail', loader: guard(verifyEmailLoader), lazy: verifyEmailScreen },
          {
            path: 'delete-account',
            id: 'deleteAccount',
            loader: guard(memberPageLoader('deleteAccount')),
            lazy: deleteAccountScreen,
          },
          { path: 'profile', id: 'profile', loader: profileLoader, lazy: profileScreen },
          { path: 'places', id: 'places', loader: guard(placesHomeLoader), lazy: placesHomeScreen },
          { path: 'places/list', id: 'placeList', loader: guard(placeListLoader), lazy: placeListScreen },
          { path: 'places/suggest', id: 'placeSuggest', loader: placeSuggestLoader, lazy: placeSuggestScreen },
          { path: 'places/:slug', id: 'place', loader: guard(placeDetailLoader), lazy: placeDetailScreen },
          {
            path: 'places/:slug/suggest-edit',
            id: 'placeSuggestEdit',
            loader: placeSuggestLoader,
            lazy: placeSuggestScreen,
          },
          { path: '*', id: 'notFound', loader: guard(notFoundLoader), lazy: notFoundScreen },
        ],
      },
    ],
  },
];
