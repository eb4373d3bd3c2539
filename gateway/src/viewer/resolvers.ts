import { chosenCity } from '../reference/chosenCity.ts';
import type { Resolvers, ViewerCityArgs } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { directionOf } from './locale.ts';

export const viewerResolvers = {
  Query: {
    viewer: () => ({}),
  },
  Viewer: {
    locale: (_: unknown, __: unknown, context: GatewayContext) => context.locale,
    direction: (_: unknown, __: unknown, context: GatewayContext) => directionOf(context.locale),
    city: (_: unknown, args: ViewerCityArgs, context: GatewayContext) => chosenCity(args.id, context),
  },
} satisfies Resolvers;
