// Place categories and subcategories: reference data of one city (placeCount counts its places). Which city: the
// cityId of placeCategories, a place's own city for its category, the default city for a lookup by global id.
import { ALL_CITIES, chosenCity, defaultCityId } from '../reference/chosenCity.ts';
import type { QueryPlaceCategoriesArgs } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { namedNodeFields } from '../graphql/fields.ts';
import type { RestPlace, RestPlaceCategory, RestPlaceSubcategory } from '../upstream/types.ts';

/** The city whose counts a place's category and subcategory carry: the place's own, else the default city. */
const cityOfPlace = async (context: GatewayContext, place: RestPlace) => place.city_id ?? defaultCityId(context);

/** A category by rest id, counted in the default city (node lookups carry no city). */
export const placeCategory = async (context: GatewayContext, id: number) =>
  context.loaders.places.category(await defaultCityId(context), id);

export const placeSubcategory = async (context: GatewayContext, id: number) =>
  context.loaders.places.subcategory(await defaultCityId(context), id);

export const placeCategoryOf = async (context: GatewayContext, place: RestPlace) =>
  place.category_id === null
    ? null
    : context.loaders.places.category(await cityOfPlace(context, place), place.category_id);

export const placeSubcategoryOf = async (context: GatewayContext, place: RestPlace) =>
  place.subcategory_id === null
    ? null
    : context.loaders.places.subcategory(await cityOfPlace(context, place), place.subcategory_id);

export const placeCategoryResolvers = {
  Query: {
    placeCategories: async (_: unknown, args: QueryPlaceCategoriesArgs, context: GatewayContext) =>
      context.loaders.places.categories(
        args.cityId === ALL_CITIES ? undefined : (await chosenCity(args.cityId, context)).id,
      ),
  },
  PlaceCategory: {
    ...namedNodeFields('PlaceCategory'),
    placeCount: (category: RestPlaceCategory) => category.place_count ?? 0,
    subcategories: (category: RestPlaceCategory) => category.subcategories ?? [],
  },
  PlaceSubcategory: {
    ...namedNodeFields('PlaceSubcategory'),
    // The category of the same city's list the subcategory was read from.
    category: async (subcategory: RestPlaceSubcategory, _: unknown, context: GatewayContext) => {
      const category =
        context.loaders.places.parentOf(subcategory) ?? (await placeCategory(context, subcategory.category_id));
      if (!category) {
        throw new Error(`The category ${subcategory.category_id} of subcategory ${subcategory.id} was not found`);
      }
      return category;
    },
  },
};
