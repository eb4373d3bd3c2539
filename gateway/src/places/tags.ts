// Place tags: the tags that places carry, for the suggest forms' tags picker.
import type { QueryPlaceTagsArgs } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { checkFirst } from '../relay/paging.ts';
import { routes } from '../upstream/routes.ts';
import type { Paged, RestTag } from '../upstream/types.ts';
import { localizedRequired } from '../viewer/locale.ts';

export const MAX_PLACE_TAGS = 200;

/**
 * All matching tags in one call (the upstream orders by English name), sorted here by the viewer's language so that
 * `first` keeps the alphabetical start in Arabic too. The unfiltered list is reference data, shared across requests.
 */
async function placeTags(args: QueryPlaceTagsArgs, context: GatewayContext): Promise<RestTag[]> {
  const first = checkFirst(args.first, 100, MAX_PLACE_TAGS);
  const search = args.search?.trim() || undefined;
  const route = routes.placeTags({ search, page_size: 'all' });
  const { results } = await (search
    ? context.upstream.get<Paged<RestTag>>(route)
    : context.upstream.getReference<Paged<RestTag>>(route));
  const collator = new Intl.Collator(context.locale);
  const name = (tag: RestTag) => localizedRequired(tag, 'name', context.locale);
  return [...results].sort((a, b) => collator.compare(name(a), name(b)) || a.id - b.id).slice(0, first);
}

export const placeTagResolvers = {
  Query: {
    placeTags: (_: unknown, args: QueryPlaceTagsArgs, context: GatewayContext) => placeTags(args, context),
  },
};
