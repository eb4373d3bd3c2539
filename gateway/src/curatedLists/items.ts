// The items of curated lists and discover lists: references (kind and id) from the upstream, loaded through each
// kind's by-id loader. All the references of a page are asked for in the same tick, so a list of any mix makes at
// most one upstream call per kind.
import type { RestArticle } from '../articles/types.ts';
import type { GatewayContext } from '../graphql/context.ts';
import type { RestHappening, RestPlace } from '../upstream/types.ts';

export type ListItemType = 'event' | 'experience' | 'place' | 'article';
export type RestListItem = RestHappening | RestPlace | RestArticle;

export function loadListItem(context: GatewayContext, type: ListItemType, id: number): Promise<RestListItem | null> {
  switch (type) {
    case 'article':
      return context.loaders.articles.byId.load(id);
    case 'place':
      return context.loaders.places.byId.load(id);
    default:
      return context.loaders.happenings[type].load(id);
  }
}

export const LIST_ITEM_KINDS = {
  EVENT: 'event',
  EXPERIENCE: 'experience',
  PLACE: 'place',
  ARTICLE: 'article',
} as const;
