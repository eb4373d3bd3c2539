// Reference data fetched whole, once per request (and shared across requests by the reference cache).
import { happeningKinds, perKind } from '../happenings/kinds.ts';
import type { UpstreamSession } from '../upstream/session.ts';
import { routes } from '../upstream/routes.ts';
import type { Kind, Paged, RestAudience, RestCategory, RestCity, Results } from '../upstream/types.ts';

const indexById = <T extends { id: number }>(items: T[]) => new Map(items.map((item) => [item.id, item]));

export interface ReferenceData {
  cities(): Promise<RestCity[]>;
  city(id: number): Promise<RestCity | null>;
  defaultCity(): Promise<RestCity>;
  categories(kind: Kind): Promise<RestCategory[]>;
  category(kind: Kind, id: number): Promise<RestCategory | null>;
  /** Any category by id: the contract gives both kinds one id space, so the id alone names it. */
  categoryById(id: number): Promise<RestCategory | null>;
  audiences(): Promise<RestAudience[]>;
  audience(id: number): Promise<RestAudience | null>;
}

export function createReferenceData(upstream: UpstreamSession): ReferenceData {
  const once = <T>(load: () => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () => (value ??= load());
  };
  const cities = once(
    async () => (await upstream.getReference<Paged<RestCity>>(routes.cities({ page_size: 'all' }))).results,
  );
  const cityIndex = once(async () => indexById(await cities()));
  const categoryList = (kind: Kind) => async () =>
    (await upstream.getReference<Paged<RestCategory>>(routes.categories(kind, { page_size: 'all' }))).results;
  const categoryLists = perKind((kind) => once(categoryList(kind)));
  const categoryIndex = perKind((kind) => once(async () => indexById(await categoryLists[kind]())));
  const allCategories = once(async () =>
    indexById((await Promise.all(happeningKinds.map((kind) => categoryLists[kind]()))).flat()),
  );
  const audiences = once(async () => (await upstream.getReference<Results<RestAudience>>(routes.audiences())).results);
  const audienceIndex = once(async () => indexById(await audiences()));

  return {
    cities,
    city: async (id) => (await cityIndex()).get(id) ?? null,
    async defaultCity() {
      const all = await cities();
      const city = all.find((candidate) => candidate.is_default) ?? all[0];
      if (!city) throw new Error('the upstream has no cities');
      return city;
    },
    categories: (kind) => categoryLists[kind](),
    category: async (kind, id) => (await categoryIndex[kind]()).get(id) ?? null,
    categoryById: async (id) => (await allCategories()).get(id) ?? null,
    audiences,
    audience: async (id) => (await audienceIndex()).get(id) ?? null,
  };
}
