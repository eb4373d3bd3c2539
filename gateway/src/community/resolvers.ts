// Community: tips, photos, ratings, votes, reports and attendance (the Community part of the schema).
import type { Resolvers } from '../graphql/__generated__/resolvers.ts';
import { activityResolvers } from './activity.ts';
import { contentResolvers } from './contentFields.ts';
import { contributionMutations } from './contributions.ts';
import { reactionMutations } from './reactions.ts';
import { reportMutations } from './reports.ts';
import { subjectTypeName } from './subjects.ts';
import { userContentResolvers } from './userContent.ts';

export const communityResolvers = {
  Reviewable: {
    // Only events, experiences and places are answered as Reviewable.
    __resolveType: (item) => subjectTypeName(item) as 'Event' | 'Experience' | 'Place',
  },
  TipSubject: {
    __resolveType: subjectTypeName,
  },
  ...contentResolvers,
  ...userContentResolvers,
  ...activityResolvers,
  Mutation: { ...contributionMutations, ...reactionMutations, ...reportMutations },
} satisfies Resolvers;
