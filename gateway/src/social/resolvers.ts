// Social: follows, requests, blocks, members' lists and pages, and the live follow activity.
import type { Resolvers } from '../graphql/__generated__/resolvers.ts';
import { followActivityResolvers } from './activity.ts';
import { socialFieldResolvers } from './fields.ts';
import { socialMutations } from './writes.ts';
import { facebookMutations } from './facebook.ts';

export const socialResolvers = {
  ...socialFieldResolvers,
  ...followActivityResolvers,
  Mutation: { ...socialMutations, ...facebookMutations },
} satisfies Resolvers;
