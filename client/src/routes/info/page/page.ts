import { definePage } from '../../../routing/pageQuery.ts';
import type { InfoPageScreenQuery } from './__generated__/InfoPageScreenQuery.graphql';

/** The fixed info pages by route id, and the page key each shows (docs/info.md#pages). */
export const INFO_ROUTES = {
  about: { path: '/about', url: 'about' },
  ticketing: { path: '/ticketing', url: 'ticketing' },
  companionApp: { path: '/app', url: 'app' },
  importantNumbers: { path: '/important-numbers', url: 'important-numbers' },
} as const;

export type InfoRouteId = keyof typeof INFO_ROUTES | 'infoPage';

/** An info page: a fixed one (its url), or any page the API holds at /pages/:url. */
export const infoPage = (key: InfoRouteId) =>
  definePage<InfoPageScreenQuery>({
    key: `info:${key}`,
    artifact: () => import('./__generated__/InfoPageScreenQuery.graphql'),
    variables: ({ params }) => {
      const url = key === 'infoPage' ? (params.url ?? '') : INFO_ROUTES[key].url;
      return { url, withFacts: key === 'about' };
    },
  });
