// Per-request loaders of the places domain: places by id (one batched search call), and the place categories of a
// city (reference data: fetched whole once, shared across requests by the reference cache).
import type DataLoader from 'dataloader';
import { entityLoader } from '../loaders/byIds.ts';
import { routes } from '../upstream/routes.ts';
import type { UpstreamSession } from '../upstream/session.ts';
import {
  sourcesOf,
  type RestPlace,
  type RestPlaceCategory,
  type RestPlaceSubcategory,
  type Results,
  type SearchPage,
} from '../upstream/types.ts';

export interface PlaceLoaders {
  /** Places that arrived in any answer (lists, check-ins, lookups) are remembered, so a lookup by id needs no call. */
  byId: DataLoader<number, RestPlace | null>;
  /** Categories with their subcategories; place_count counts the places of `cityId` (of every city without). */
  categories(cityId: number | undefined): Promise<RestPlaceCategory[]>;
  category(cityId: number, id: number): Promise<RestPlaceCategory | null>;
  subcategory(cityId: number, id: number): Promise<RestPlaceSubcategory | null>;
  /** The category of a subcategory this loader read, from the same city's list. */
  parentOf(subcategory: RestPlaceSubcategory): RestPlaceCategory | undefined;
}

interface CategoryIndex {
  list: RestPlaceCategory[];
  categories: Map<number, RestPlaceCategory>;
  subcategories: Map<number, RestPlaceSubcategory>;
}

export function createPlaceLoaders(upstream: UpstreamSession): PlaceLoaders {
  const byId = entityLoader(upstream, 'place', async (ids) => {
    const route = routes.placeSearch({ ids, per_page: ids.length, starting: 0 });
    return sourcesOf(await upstream.get<SearchPage<RestPlace>>(route));
  });
  const indexes = new Map<number | undefined, Promise<CategoryIndex>>();
  // Each city's list is its own objects: a subcategory leads back to the category of its city's list.
  const parents = new WeakMap<RestPlaceSubcategory, RestPlaceCategory>();
  const fetchCategories = async (cityId: number | undefined) =>
    (await upstream.getReference<Results<RestPlaceCategory>>(routes.placeCategories({ metropolis: cityId }))).results;
  const index = (cityId: number | undefined) => {
    let found = indexes.get(cityId);
    if (!found) {
      found = fetchCategories(cityId).then((list) => {
        for (const category of list) for (const sub of category.subcategories) parents.set(sub, category);
        return {
          list,
          categories: new Map(list.map((category) => [category.id, category])),
          subcategories: new Map(list.flatMap((category) => category.subcategories.map((sub) => [sub.id, sub]))),
        };
      });
      indexes.set(cityId, found);
    }
    return found;
  };
  return {
    byId,
    categories: async (cityId) => (await index(cityId)).list,
    category: async (cityId, id) => (await index(cityId)).categories.get(id) ?? null,
    subcategory: async (cityId, id) => (await index(cityId)).subcategories.get(id) ?? null,
    parentOf: (sub) => parents.get(sub),
  };
}
