import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { OperationType } from 'relay-runtime';
import { pageHead, type HeadContext, type PageHead } from './pageHead.ts';
import { withKeywords, type KeywordFamily } from './pageKeywords.ts';
import { shownCityName } from '../settings/allCities.ts';
import { happeningHead } from '../routes/happenings/detail/happeningHead.ts';
import type { HappeningDetailScreenQuery } from '../routes/happenings/detail/__generated__/HappeningDetailScreenQuery.graphql';
import type { HappeningListScreenQuery } from '../routes/happenings/list/__generated__/HappeningListScreenQuery.graphql';
import type { HomeScreenQuery } from '../routes/home/__generated__/HomeScreenQuery.graphql';
import { homeHeadImage } from '../routes/home/homeHead.ts';
import { placeHead } from '../routes/places/detail/placeHead.ts';
import type { InfoPageScreenQuery } from '../routes/info/page/__generated__/InfoPageScreenQuery.graphql';
import { contactMessages } from '../routes/info/contact/contactMessages.ts';
import { articleHead } from '../routes/articles/detail/articleHead.ts';
import { curatedListHead } from '../routes/curatedLists/detail/curatedListHead.ts';
import type { CuratedListScreenQuery } from '../routes/curatedLists/detail/__generated__/CuratedListScreenQuery.graphql';
import type { ArticleDetailScreenQuery } from '../routes/articles/detail/__generated__/ArticleDetailScreenQuery.graphql';
import type { PlaceDetailScreenQuery } from '../routes/places/detail/__generated__/PlaceDetailScreenQuery.graphql';
import type { PlaceListScreenQuery } from '../routes/places/list/__generated__/PlaceListScreenQuery.graphql';
import type { PlacesHomeScreenQuery } from '../routes/places/home/__generated__/PlacesHomeScreenQuery.graphql';
import { sharedListHead } from '../routes/favourites/shared/sharedListHead.ts';
import type { SharedFavouriteListScreenQuery } from '../routes/favourites/shared/__generated__/SharedFavouriteListScreenQuery.graphql';
import type { MemberScreenQuery } from '../routes/social/member/__generated__/MemberScreenQuery.graphql';
import type { SearchResultsScreenQuery } from '../routes/search/results/__generated__/SearchResultsScreenQuery.graphql';

const headMessages = defineMessages({
  homeTitle: { id: 'head.homeTitle', defaultMessage: 'Events, experiences and places in {city}' },
  homeDescription: {
    id: 'head.homeDescription',
    defaultMessage:
      'Discover what is on in {city}: events, experiences and places to visit, with tips and photos from people who live there.',
  },
  eventsTitle: { id: 'head.eventsTitle', defaultMessage: 'Events in {city}' },
  eventsDescription: {
    id: 'head.eventsDescription',
    defaultMessage: 'Upcoming events in {city}: dates, times, prices and venues, with tips from the community.',
  },
  experiencesTitle: { id: 'head.experiencesTitle', defaultMessage: 'Experiences in {city}' },
  experiencesDescription: {
    id: 'head.experiencesDescription',
    defaultMessage: 'Tours, workshops and experiences in {city}: when they run, what they cost and how to book.',
  },
  placesTitle: { id: 'head.placesTitle', defaultMessage: 'Places in {city}' },
  placesDescription: {
    id: 'head.placesDescription',
    defaultMessage: 'Restaurants, cafés, museums, parks and more in {city}: opening hours, addresses and tips.',
  },
  signInTitle: { id: 'head.signInTitle', defaultMessage: 'Sign in' },
  signUpTitle: { id: 'head.signUpTitle', defaultMessage: 'Create an account' },
  forgotPasswordTitle: { id: 'head.forgotPasswordTitle', defaultMessage: 'Forgot your password' },
  resetPasswordTitle: { id: 'head.resetPasswordTitle', defaultMessage: 'Choose a new password' },
  deleteAccountTitle: { id: 'head.deleteAccountTitle', defaultMessage: 'Delete your account' },
  memberDescription: {
    id: 'head.memberDescription',
    defaultMessage: 'Your Dalil account: tips, photos, check-ins and favourite places in Saudi cities.',
  },
  articlesTitle: { id: 'head.articlesTitle', defaultMessage: 'Articles' },
  articlesDescription: {
    id: 'head.articlesDescription',
    defaultMessage: 'Articles about the landmarks, food, seasons and culture of Saudi cities, in English and Arabic.',
  },
  curatedListsTitle: { id: 'head.curatedListsTitle', defaultMessage: 'Curated lists' },
  curatedListsDescription: {
    id: 'head.curatedListsDescription',
    defaultMessage: 'Lists of events, experiences, places and articles chosen by our editors for each Saudi city.',
  },
  notFoundTitle: { id: 'head.notFoundTitle', defaultMessage: 'Page not found' },
  notFoundDescription: {
    id: 'head.notFoundDescription',
    defaultMessage: 'This page does not exist on Dalil. Find events, experiences and places from the home page.',
  },
  defaultCity: { id: 'head.defaultCity', defaultMessage: 'Saudi cities' },
  memberPageDescription: {
    id: 'head.memberPageDescription',
    defaultMessage: '{name} on Dalil: tips and photos of events, experiences and places in Saudi cities.',
  },
  searchTitle: { id: 'head.searchTitle', defaultMessage: 'Search' },
  searchResultsTitle: { id: 'head.searchResultsTitle', defaultMessage: 'Results for “{text}”' },
  searchDescription: {
    id: 'head.searchDescription',
    defaultMessage:
      'Search places, events, experiences, organisers, categories and tags in Saudi cities, in English or Arabic.',
  },
});

const messages: Record<keyof typeof headMessages, MessageDescriptor> = headMessages;

type Head = (data: unknown, context: HeadContext) => PageHead;

/** A head from the query's answer, read through the store so its types are the query's own. */
const headOf =
  <TQuery extends OperationType>(head: (data: TQuery['response'], context: HeadContext) => PageHead): Head =>
  (data, context) =>
    head(data as TQuery['response'], context);

const notFound = ({ intl }: HeadContext) =>
  pageHead(intl, {
    heading: intl.formatMessage(messages.notFoundTitle),
    description: intl.formatMessage(messages.notFoundDescription),
    status: 404,
    noIndex: true,
  });

/** A list of the chosen city: "Events in Riyadh". */
const cityHead = (title: keyof typeof messages, description: keyof typeof messages) =>
  headOf<HappeningListScreenQuery | PlaceListScreenQuery | PlacesHomeScreenQuery | HomeScreenQuery>(
    (data, { intl, cityId }) => {
      const city = data.viewer.city
        ? shownCityName(intl, data.viewer.city.name, cityId)
        : intl.formatMessage(messages.defaultCity);
      return pageHead(intl, {
        heading: intl.formatMessage(messages[title], { city }),
        description: intl.formatMessage(messages[description], { city }),
        keywords: [city],
      });
    },
  );

const homeCityHead = cityHead('homeTitle', 'homeDescription');

const happeningDetailHead = headOf<HappeningDetailScreenQuery>((data, context) =>
  data.happening ? happeningHead(data.happening, context) : notFound(context),
);

const placeDetailHead = headOf<PlaceDetailScreenQuery>((data, context) =>
  data.place ? placeHead(data.place, context) : notFound(context),
);

const articleDetailHead = headOf<ArticleDetailScreenQuery>((data, context) =>
  data.article ? articleHead(data.article, context) : notFound(context),
);

const articlesHead: Head = (_data, { intl }) =>
  pageHead(intl, {
    heading: intl.formatMessage(messages.articlesTitle),
    description: intl.formatMessage(messages.articlesDescription),
  });

const curatedListDetailHead = headOf<CuratedListScreenQuery>((data, context) =>
  data.curatedList ? curatedListHead(data.curatedList, context) : notFound(context),
);

const curatedListsHead: Head = (_data, { intl }) =>
  pageHead(intl, {
    heading: intl.formatMessage(messages.curatedListsTitle),
    description: intl.formatMessage(messages.curatedListsDescription),
  });

const memberHead =
  (title: keyof typeof messages): Head =>
  (_data, { intl }) =>
    pageHead(intl, {
      heading: intl.formatMessage(messages[title]),
      description: intl.formatMessage(messages.memberDescription),
      noIndex: true,
    });

/** A member's public page: their name; never indexed (members' pages are theirs, not the site's content). */
const memberPageHead = headOf<MemberScreenQuery>((data, context) =>
  data.member
    ? pageHead(context.intl, {
        heading: data.member.fullName,
        description: context.intl.formatMessage(messages.memberPageDescription, { name: data.member.fullName }),
        noIndex: true,
      })
    : notFound(context),
);

/** The head of a page served without data: a member's own page, or any page while the REST API does not answer. */
export const fallbackHead = ({ intl }: HeadContext, noIndex: boolean) =>
  withKeywords(
    pageHead(intl, {
      heading: null,
      description: intl.formatMessage(messages.homeDescription, { city: intl.formatMessage(messages.defaultCity) }),
      noIndex,
    }),
    intl,
    null,
  );

/** An info page's head: its title, description and keywords from the API; an unknown url is the 404 page. */
const infoHead = headOf<InfoPageScreenQuery>((data, context) =>
  data.infoPage
    ? pageHead(context.intl, {
        heading: data.infoPage.title,
        description: data.infoPage.description,
        keywords: [...data.infoPage.keywords],
        type: 'article',
      })
    : notFound(context),
);

const contactHead: Head = (_data, { intl }) =>
  pageHead(intl, {
    heading: intl.formatMessage(contactMessages.title),
    description: intl.formatMessage(contactMessages.lead),
    keywords: [intl.formatMessage(contactMessages.title), intl.formatMessage(contactMessages.ADVERTISE)],
  });

/**
 * A head with the keywords of its kind of page and the site's (server/pageKeywords.ts); `subject`: the page is about
 * one thing (an event, a place...), whose name comes first.
 */
const keyworded =
  (head: Head, family: KeywordFamily | null, subject = false): Head =>
  (data, context) =>
    withKeywords(head(data, context), context.intl, family, { subject });

/** The head of each public page (routing/publicPages.ts), by route id. */
export const heads: Record<string, Head> = {
  home: keyworded(
    headOf<HomeScreenQuery>((data, context) => ({
      ...homeCityHead(data, context),
      image: homeHeadImage(data.homeSlides[0]),
    })),
    null,
  ),
  events: keyworded(cityHead('eventsTitle', 'eventsDescription'), 'events'),
  experiences: keyworded(cityHead('experiencesTitle', 'experiencesDescription'), 'experiences'),
  'events/:slug': keyworded(happeningDetailHead, 'events', true),
  'experiences/:slug': keyworded(happeningDetailHead, 'experiences', true),
  places: keyworded(cityHead('placesTitle', 'placesDescription'), 'places'),
  placeList: keyworded(cityHead('placesTitle', 'placesDescription'), 'places'),
  place: keyworded(placeDetailHead, 'places', true),
  signIn: keyworded(memberHead('signInTitle'), 'account'),
  signUp: keyworded(memberHead('signUpTitle'), 'account'),
  forgotPassword: keyworded(memberHead('forgotPasswordTitle'), 'account'),
  resetPassword: keyworded(memberHead('resetPasswordTitle'), 'account'),
  deleteAccount: keyworded(memberHead('deleteAccountTitle'), 'account'),
  sharedFavouriteList: keyworded(
    headOf<SharedFavouriteListScreenQuery>((data, context) =>
      data.sharedFavouriteList ? sharedListHead(data.sharedFavouriteList, context) : notFound(context),
    ),
    'curatedLists',
    true,
  ),
  member: keyworded(memberPageHead, 'community', true),
  // Result pages change with the content and the filters: shown to people, not indexed.
  search: keyworded(
    headOf<SearchResultsScreenQuery>((data, { intl }) =>
      pageHead(intl, {
        heading: data.search
          ? intl.formatMessage(messages.searchResultsTitle, { text: data.search.text })
          : intl.formatMessage(messages.searchTitle),
        description: intl.formatMessage(messages.searchDescription),
        noIndex: true,
      }),
    ),
    'search',
  ),
  articles: keyworded(articlesHead, 'articles'),
  article: keyworded(articleDetailHead, 'articles', true),
  curatedLists: keyworded(curatedListsHead, 'curatedLists'),
  curatedList: keyworded(curatedListDetailHead, 'curatedLists', true),
  notFound: keyworded((_data, context) => notFound(context), null),
  about: infoHead,
  ticketing: infoHead,
  companionApp: infoHead,
  importantNumbers: infoHead,
  infoPage: infoHead,
  contact: keyworded(contactHead, null),
};
