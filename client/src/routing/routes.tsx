import type { RouteObject } from 'react-router-dom';
import { FirstLoad, RootError, RootLayout } from '../app/RootLayout.tsx';
import { RouteErrorContent } from '../errors/RouteErrorContent.tsx';
import { profileLoader } from '../routes/members/profile/loader.ts';
import { onlyTabChanged } from '../routes/members/profile/tabUrl.ts';
import { placeSuggestLoader } from '../routes/places/suggest/loader.ts';
import { favouriteListsLoader } from '../routes/favourites/lists/loader.ts';
import { favouriteListLoader } from '../routes/favourites/detail/loader.ts';
import { happeningSuggestLoader } from '../routes/happenings/suggest/loader.ts';
import { verifyEmailLoader } from '../routes/members/verifyEmail/loader.ts';
import { pageLoader } from './loadRouteQuery.ts';
import { memberOnlyPages, publicPages, type MemberOnlyPageId } from './publicPages.ts';
import { askToSignInAgain } from './sessionGuards.ts';

// Loaders are in the entry chunk so a screen's request starts at once; the query artifact (a small chunk of its own)
// and the screen's code (route `lazy`) are fetched in parallel.
const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const listScreen = screen(() => import('../routes/happenings/list/HappeningListScreen.tsx'));
const detailScreen = screen(() => import('../routes/happenings/detail/HappeningDetailScreen.tsx'));
const infoScreen = screen(() => import('../routes/info/page/InfoPageScreen.tsx'));

/** The screen of each public page (publicPages.ts), by route id. */
const publicScreens: Record<string, RouteObject['lazy']> = {
  home: screen(() => import('../routes/home/HomeScreen.tsx')),
  events: listScreen,
  experiences: listScreen,
  'events/:slug': detailScreen,
  'experiences/:slug': detailScreen,
  signIn: screen(() => import('../routes/members/signIn/SignInScreen.tsx')),
  signUp: screen(() => import('../routes/members/signUp/SignUpScreen.tsx')),
  forgotPassword: screen(() => import('../routes/members/forgotPassword/ForgotPasswordScreen.tsx')),
  resetPassword: screen(() => import('../routes/members/resetPassword/ResetPasswordScreen.tsx')),
  deleteAccount: screen(() => import('../routes/members/deleteAccount/DeleteAccountScreen.tsx')),
  places: screen(() => import('../routes/places/home/PlacesHomeScreen.tsx')),
  placeList: screen(() => import('../routes/places/list/PlaceListScreen.tsx')),
  place: screen(() => import('../routes/places/detail/PlaceDetailScreen.tsx')),
  sharedFavouriteList: screen(() => import('../routes/favourites/shared/SharedFavouriteListScreen.tsx')),
  member: screen(() => import('../routes/social/member/MemberScreen.tsx')),
  search: screen(() => import('../routes/search/results/SearchResultsScreen.tsx')),
  articles: screen(() => import('../routes/articles/list/ArticleListScreen.tsx')),
  article: screen(() => import('../routes/articles/detail/ArticleDetailScreen.tsx')),
  curatedLists: screen(() => import('../routes/curatedLists/list/CuratedListsScreen.tsx')),
  curatedList: screen(() => import('../routes/curatedLists/detail/CuratedListScreen.tsx')),
  notFound: screen(() => import('../routes/notFound/NotFoundScreen.tsx')),
  about: infoScreen,
  ticketing: infoScreen,
  companionApp: infoScreen,
  importantNumbers: infoScreen,
  infoPage: infoScreen,
  contact: screen(() => import('../routes/info/contact/ContactScreen.tsx')),
};
const placeSuggestScreen = screen(() => import('../routes/places/suggest/PlaceSuggestScreen.tsx'));
const happeningSuggestScreen = screen(() => import('../routes/happenings/suggest/HappeningSuggestScreen.tsx'));

// A request refused as UNAUTHENTICATED (a stale or garbage token, now cleared) sends the person to sign in again.
const guard = askToSignInAgain;

const publicRoutes = publicPages.map(({ id, path, page }): RouteObject => ({
  id,
  ...(path === '/' ? { index: true } : { path: path.replace(/^\//, '') }),
  loader: guard(pageLoader(page)),
  lazy: publicScreens[id],
}));

const memberOnlyScreens: Record<MemberOnlyPageId, Pick<RouteObject, 'loader' | 'lazy' | 'shouldRevalidate'>> = {
  verifyEmail: {
    loader: guard(verifyEmailLoader),
    lazy: screen(() => import('../routes/members/verifyEmail/VerifyEmailScreen.tsx')),
  },
  profile: {
    loader: profileLoader,
    lazy: screen(() => import('../routes/members/profile/ProfileScreen.tsx')),
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      !onlyTabChanged(currentUrl, nextUrl) && defaultShouldRevalidate,
  },
  placeSuggest: { loader: placeSuggestLoader, lazy: placeSuggestScreen },
  placeSuggestEdit: { loader: placeSuggestLoader, lazy: placeSuggestScreen },
  favouriteLists: {
    loader: favouriteListsLoader,
    lazy: screen(() => import('../routes/favourites/lists/FavouriteListsScreen.tsx')),
  },
  favouriteList: {
    loader: favouriteListLoader,
    lazy: screen(() => import('../routes/favourites/detail/FavouriteListScreen.tsx')),
  },
  eventSuggest: { loader: happeningSuggestLoader, lazy: happeningSuggestScreen },
  experienceSuggest: { loader: happeningSuggestLoader, lazy: happeningSuggestScreen },
};

const memberOnlyRoutes = memberOnlyPages.map(
  ({ id, path }): RouteObject => ({ id, path: path.replace(/^\//, ''), ...memberOnlyScreens[id] }) as RouteObject,
);

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
        children: [...publicRoutes, ...memberOnlyRoutes],
      },
    ],
  },
];
