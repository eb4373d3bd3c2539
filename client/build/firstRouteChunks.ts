// Chunks of the first routes' screens (the first route's JavaScript). Left to itself the build gives every
// module shared by two screens a chunk of its own, and Home's cards alone came in fifteen files: each one more request,
// and small files compress worse (Home: 18 files, 17.8 KB gzip; the same code in 5 files: 14 KB). The groups below keep
// what the first routes share together; each group also takes the modules its members import.

/** Imported by Home and the events and places screens: the screen query hook, Save, dates. */
const firstRouteShared = [
  'react-relay/lib/relay-hooks/usePreloadedQuery',
  'react-relay/lib/relay-hooks/useRelayEnvironment',
  '/src/routes/favourites/save/SaveButton.tsx',
  '/src/routes/places/placePath.ts',
  '/src/format/dateTime.ts',
];

/** Imported by Home and the events lists, not the places screens: the rows and cards of events, their prices. */
const happeningCards = [
  '/src/routes/happenings/HappeningRow.tsx',
  '/src/routes/happenings/HappeningCard.tsx',
  '/src/format/price.ts',
];

/** Home's other cards, which a few later screens share. */
const homeCards = [
  '/src/routes/articles/ArticleCard.tsx',
  '/src/routes/curatedLists/CuratedListCard.tsx',
  '/src/routes/curatedLists/ListItemCard.tsx',
];

/** What the places' list and detail (and the place suggest form) share: open now, the address, the hours. */
const placeShared = [
  '/src/routes/places/OpeningStatusBadge.tsx',
  '/src/routes/places/placeAddress.ts',
  '/src/routes/places/placeMessages.ts',
  '/src/routes/places/openingHours.ts',
];

/** What a place's essentials show a visitor beside the facts: the sign-in prompt (with the members' messages it reads) and the report button. */
const visitorPrompts = [
  '/src/routes/community/SignInPrompt.tsx',
  '/src/routes/community/ReportTrigger.tsx',
  '/src/routes/members/memberMessages.ts',
];

/**
 * Fluent UI's runtime that every screen or part drawn with Fluent needs (styles, theme, shared contexts and utilities):
 * one chunk, not a dozen that the build would otherwise cut by which lazily loaded parts use which piece (each a
 * request, and each a name in the lists of chunks that the entry and the screens carry for their dynamic imports).
 */
const fluentRuntime = [
  '/node_modules/@griffel/',
  '/node_modules/@fluentui/react-utilities/',
  '/node_modules/@fluentui/react-shared-contexts/',
  '/node_modules/@fluentui/react-jsx-runtime/',
  '/node_modules/@fluentui/react-theme/',
  '/node_modules/@fluentui/tokens/',
];

/** The filter bars' fields, the lists' head and "Load more", which the events and places lists (and a few others) share. */
const listParts = [
  '/src/filters/FilterSelect.tsx',
  '/src/filters/SearchField.tsx',
  '/src/filters/DateField.tsx',
  '/src/filters/useSearchText.ts',
  '/src/routes/happenings/list/periodMessages.ts',
  '/src/ui/LoadMore.tsx',
  '/src/ui/ScreenHead.module.css',
];

/** What the places list shares with the place screens (an item and the map's frame; the badge and messages are placeShared's). */
const placeListParts = [
  '/src/routes/places/PlaceListItem.tsx',
  '/src/routes/places/map/MapWithFallback.tsx',
  '/src/routes/places/map/defaultPosition.ts',
  '/src/routes/places/map/currentPosition.ts',
];

/** Each group's modules: a path inside client/ (`/src/...`), a package folder (`/node_modules/<name>/`) or a file of a package. */
export const firstRouteChunkPaths: Record<string, string[]> = {
  firstRoute: firstRouteShared,
  happeningCards,
  homeCards,
  listParts,
  placeShared,
  placeListParts,
  visitorPrompts,
  fluentRuntime,
};

const matching = (paths: string[]) => (id: string) => paths.some((part) => id.replaceAll('\\', '/').includes(part));

/** Groups for rolldown's `output.codeSplitting.groups`, after the entry's. */
export const firstRouteGroups = Object.entries(firstRouteChunkPaths).map(([name, paths]) => ({
  name,
  test: matching(paths),
}));
