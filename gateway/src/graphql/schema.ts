// The executable schema: SDL from /schema.graphql (the contract with the client, merged by `npm run generate` from
// graphql/base.graphql and each domain's <domain>.graphql) plus the resolvers of every domain.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { categoryResolvers } from '../reference/categories.ts';
import { cityResolvers } from '../reference/cities.ts';
import { communityResolvers } from '../community/resolvers.ts';
import { happeningResolvers } from '../happenings/resolvers.ts';
import { homeResolvers } from '../home/resolvers.ts';
import { infoResolvers } from '../info/resolvers.ts';
import { pushResolvers } from '../push/resolvers.ts';
import { memberResolvers } from '../members/resolvers.ts';
import { nodeResolvers } from '../node/resolvers.ts';
import { organizerResolvers } from '../reference/organizers.ts';
import { placeResolvers } from '../places/resolvers.ts';
import { socialResolvers } from '../social/resolvers.ts';
import { searchResolvers } from '../search/resolvers.ts';
import { articleResolvers } from '../articles/resolvers.ts';
import { curatedListResolvers } from '../curatedLists/resolvers.ts';
import { discoverResolvers } from '../discover/resolvers.ts';
import { statsResolvers } from '../home/stats.ts';
import { viewerResolvers } from '../viewer/resolvers.ts';
import { favouriteResolvers } from '../favourites/resolvers.ts';
import { orderResolvers } from '../orders/resolvers.ts';
import { happeningSuggestionMutations } from '../happenings/suggestions.ts';
import { DateTime, File, URL } from './scalars.ts';

export const schemaPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'schema.graphql',
);

export function createSchema(typeDefs = readFileSync(schemaPath, 'utf8')): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs,
    resolvers: [
      { DateTime, URL, File },
      viewerResolvers,
      cityResolvers,
      categoryResolvers,
      organizerResolvers,
      happeningResolvers,
      homeResolvers,
      nodeResolvers,
      statsResolvers,
      memberResolvers,
      communityResolvers,
      placeResolvers,
      favouriteResolvers,
      orderResolvers,
      { Mutation: happeningSuggestionMutations },
      socialResolvers,
      searchResolvers,
      infoResolvers,
      pushResolvers,
      articleResolvers,
      curatedListResolvers,
      discoverResolvers,
    ],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
