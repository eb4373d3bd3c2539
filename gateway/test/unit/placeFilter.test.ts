// PlaceFilter -> the search parameters of GET /places/search/.
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../src/graphql/context.ts';
import { placeSearchParams, type PlaceFilter } from '../../src/places/filter.ts';

const id = (type: string, raw: number) => Buffer.from(`${type}:${raw}`).toString('base64');

function context(bearer?: string): GatewayContext {
  return {
    loaders: { reference: { defaultCity: async () => ({ id: 7 }) } },
    upstream: { bearer },
  } as unknown as GatewayContext;
}

const params = (filter: PlaceFilter | null, bearer?: string) => placeSearchParams(filter, context(bearer));

describe('placeSearchParams', () => {
  it('defaults to the default city, relevance order and nothing else', async () => {
    expect(await params(null)).toEqual({ metropolis: 7, ordering: 'relevance' });
  });

  it('maps ids, text, position, open now, owned and order', async () => {
    expect(
      await params(
        {
          text: '  مقهى  ',
          categoryIds: [id('PlaceCategory', 2)],
          subcategoryIds: [id('PlaceSubcategory', 5), id('PlaceSubcategory', 6)],
          tagIds: [id('Tag', 9)],
          near: { latitude: 21.5, longitude: 39.17 },
          openNow: true,
          owned: true,
          cityId: id('City', 2),
          order: 'DISTANCE',
        },
        'Bearer t',
      ),
    ).toEqual({
      text: 'مقهى',
      category: [2],
      subcategory: [5, 6],
      tags: [9],
      position: [21.5, 39.17],
      open_now: true,
      owned: true,
      metropolis: 2,
      ordering: 'distance',
    });
  });

  it('maps every order', async () => {
    const orderings = await Promise.all(
      (['RELEVANCE', 'NAME', 'RATING', 'POPULAR'] as const).map(async (order) => (await params({ order })).ordering),
    );
    expect(orderings).toEqual(['relevance', 'name_en', '-rating_average', '-checkin_count']);
  });

  it('replaces the city by the bounds', async () => {
    expect(
      await params({ bounds: { south: 21.4, west: 39.1, north: 21.6, east: 39.3 }, cityId: id('City', 2) }),
    ).toEqual({
      bounds: [21.4, 39.1, 21.6, 39.3],
      ordering: 'relevance',
    });
  });

  it('refuses what cannot be searched, with precise messages', async () => {
    await expect(params({ order: 'DISTANCE' })).rejects.toThrow(
      'order DISTANCE needs filter.near, the position to measure distances from',
    );
    await expect(params({ near: { latitude: 91, longitude: 0 } })).rejects.toThrow(
      'near.latitude must be a latitude between -90 and 90',
    );
    await expect(params({ bounds: { south: 21, west: 40, north: 22, east: 39 } })).rejects.toThrow(
      'bounds.west must not be east of bounds.east',
    );
    await expect(params({ categoryIds: ['garbage'] })).rejects.toThrow('Invalid id');
    await expect(params({ owned: true })).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
