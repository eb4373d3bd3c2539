// The source modules of each public page's screen and query, as the build manifest names them (client/dist/.vite):
// the gateway turns them into <link rel="modulepreload"> tags, so a page's code loads with the HTML, not after the
// entry runs (docs/serving.md). pageModules.test.ts checks each path exists.
import type { Locale } from '../i18n/locale.ts';
import type { AnyPageQuery } from '../routing/pageQuery.ts';

const screen = (folder: string, name: string) => [
  `src/routes/${folder}/${name}Screen.tsx`,
  `src/routes/${folder}/__generated__/${name}ScreenQuery.graphql.ts`,
];
// The account pages' shared query has no chunk of its own: the build puts it with the code of the screens.
const memberScreen = (folder: string, name: string) => [`src/routes/members/${folder}/${name}Screen.tsx`];

export const pageModules: Record<string, string[]> = {
  home: screen('home', 'Home'),
  events: screen('happenings/list', 'HappeningList'),
  experiences: screen('happenings/list', 'HappeningList'),
  'events/:slug': screen('happenings/detail', 'HappeningDetail'),
  'experiences/:slug': screen('happenings/detail', 'HappeningDetail'),
  signIn: memberScreen('signIn', 'SignIn'),
  signUp: memberScreen('signUp', 'SignUp'),
  forgotPassword: memberScreen('forgotPassword', 'ForgotPassword'),
  resetPassword: memberScreen('resetPassword', 'ResetPassword'),
  deleteAccount: memberScreen('deleteAccount', 'DeleteAccount'),
  places: screen('places/home', 'PlacesHome'),
  placeList: screen('places/list', 'PlaceList'),
  place: screen('places/detail', 'PlaceDetail'),
  sharedFavouriteList: screen('favourites/shared', 'SharedFavouriteList'),
  member: screen('social/member', 'Member'),
  search: screen('search/results', 'SearchResults'),
  articles: screen('articles/list', 'ArticleList'),
  article: screen('articles/detail', 'ArticleDetail'),
  curatedLists: screen('curatedLists/list', 'CuratedLists'),
  curatedList: screen('curatedLists/detail', 'CuratedList'),
  notFound: screen('notFound', 'NotFound'),
  about: screen('info/page', 'InfoPage'),
  ticketing: screen('info/page', 'InfoPage'),
  companionApp: screen('info/page', 'InfoPage'),
  importantNumbers: screen('info/page', 'InfoPage'),
  infoPage: screen('info/page', 'InfoPage'),
  contact: screen('info/contact', 'Contact'),
};

/** What a page loads before it renders: its screen and query, and the messages it shows that the entry lacks. */
export function modulesOfPage(pageId: string, page: AnyPageQuery | undefined, locale: Locale): string[] {
  const parts = page?.messages ?? ['first', 'screens'];
  const messages = parts
    .filter((part) => locale !== 'en' || part !== 'first')
    .map((part) => `virtual:dalil-messages/${locale}/${part}`);
  return [...(pageModules[pageId] ?? []), ...messages];
}
