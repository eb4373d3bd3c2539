// Place categories and subcategories: reference data of the viewer's city (placeCount counts its places).
import type { GatewayContext } from '../graphql/context.ts';
import { namedNodeFields } from '../graphql/fields.ts';
import type { RestPlaceCategory, RestPlaceSubcategory } from '../upstream/types.ts';

export const placeCategory = async (context: GatewayContext, id: number) =>
  context.loaders.places.category((await context.viewerCity()).id, id);

export const placeSubcategory = async (context: GatewayContext, id: number) =>
  context.loaders.places.subcategory((await context.viewerCity()).id, id);

export const placeCategoryResolvers = {
  Query: {
    placeCategories: async (_: unknown, __: unknown, context: GatewayContext) => context.loaders.places.categories((await context.viewerCity()).id),
  },
  PlaceCategory: {
    ...namedNodeFields('PlaceCategory'),
    placeCount: (category: RestPlaceCategory) => category.place_count ?? 0,
    subcategories: (category: RestPlaceCategory) => category.subcategories ?? [],
  },
  PlaceSubcategory: {
    ...namedNodeFields('PlaceSubcategory'),
    category: async (subcategory: RestPlaceSubcategory, _: unknown, context: GatewayContext) => {
      const category = await placeCategory(context, subcategory.category_id);
      if (!category) {
        throw new Error(`The category ${subcategory.category_id} of subcategory ${subcategory.id} was not found`);
      }
      return category;
    },
  },
};
