import type { AnyPageQuery } from './pageQuery.ts';
import { allHappeningKinds, happeningKinds } from '../routes/happenings/happeningKind.ts';
import { happeningDetailPage } from '../routes/happenings/detail/page.ts';
import { happeningListPage } from '../routes/happenings/list/page.ts';
import { homePage } from '../routes/home/page.ts';
import { contactPage } from '../routes/info/contact/page.ts';
import { INFO_ROUTES, infoPage } from '../routes/info/page/page.ts';
import { memberPage } from '../routes/members/memberPage/page.ts';
import { notFoundPage } from '../routes/notFound/page.ts';
import { placeDetailPage } from '../routes/places/detail/page.ts';
import { placeListPage } from '../routes/places/list/page.ts';
import { placesHomePage } from '../routes/places/home/page.ts';
import { sharedFavouriteListPage } from '../routes/favourites/shared/page.ts';
import { socialMemberPage } from '../routes/social/member/page.ts';
import { searchResultsPage } from '../routes/search/results/page.ts';
import { articleDetailPage } from '../routes/articles/detail/page.ts';
import { articleListPage } from '../routes/articles/list/page.ts';
import { curatedListPage } from '../routes/curatedLists/detail/page.ts';
import { curatedListsPage } from '../routes/curatedLists/list/page.ts';

/** A page anyone may open: the browser's router loads it, and the server preloads its data into the HTML. */
export interface PublicPage {
  /** The route id (routes.tsx). */
  id: string;
  /** The path without the language prefix; '/' is the home page, '*' any unknown path. */
  path: string;
  page: AnyPageQuery;
}

const memberPages = (
  [
    ['signIn', '/sign-in'],
    ['signUp', '/sign-up'],
    ['forgotPassword', '/forgot-password'],
    ['resetPassword', '/reset-password'],
    ['deleteAccount', '/delete-account'],
  ] as const
).map(([id, path]): PublicPage => ({ id, path, page: memberPage(id) }));

export const publicPages: PublicPage[] = [
  { id: 'home', path: '/', page: homePage },
  ...allHappeningKinds.flatMap((kind): PublicPage[] => {
    const { segment } = happeningKinds[kind];
    return [
      { id: segment, path: `/${segment}`, page: happeningListPage(kind) },
      { id: `${segment}/:slug`, path: `/${segment}/:slug`, page: happeningDetailPage(kind) },
    ];
  }),
  ...memberPages,
  { id: 'places', path: '/places', page: placesHomePage },
  { id: 'placeList', path: '/places/list', page: placeListPage },
  { id: 'place', path: '/places/:slug', page: placeDetailPage },
  { id: 'sharedFavouriteList', path: '/favourites/shared/:shareId', page: sharedFavouriteListPage },
  { id: 'member', path: '/members/:username', page: socialMemberPage },
  { id: 'search', path: '/search', page: searchResultsPage },
  ...Object.entries(INFO_ROUTES).map(([id, { path }]): PublicPage => ({
    id,
    path,
    page: infoPage(id as keyof typeof INFO_ROUTES),
  })),
  { id: 'infoPage', path: '/pages/:url', page: infoPage('infoPage') },
  { id: 'contact', path: '/contact', page: contactPage },
  { id: 'articles', path: '/articles', page: articleListPage },
  { id: 'article', path: '/articles/:slug', page: articleDetailPage },
  { id: 'curatedLists', path: '/lists', page: curatedListsPage },
  { id: 'curatedList', path: '/lists/:slug', page: curatedListPage },
  { id: 'notFound', path: '*', page: notFoundPage },
];

/** Pages only a member sees (or that act on load): the server serves them without data (docs/i18n.md#first-load). */
export const memberOnlyPages = [
  { id: 'verifyEmail', path: '/verify-email' },
  { id: 'profile', path: '/profile' },
  { id: 'placeSuggest', path: '/places/suggest' },
  { id: 'placeSuggestEdit', path: '/places/:slug/suggest-edit' },
  { id: 'favouriteLists', path: '/favourites' },
  { id: 'favouriteList', path: '/favourites/lists/:listId' },
  { id: 'eventSuggest', path: '/events/suggest' },
  { id: 'experienceSuggest', path: '/experiences/suggest' },
] as const;

export type MemberOnlyPageId = (typeof memberOnlyPages)[number]['id'];
