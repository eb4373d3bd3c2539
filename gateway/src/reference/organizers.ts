import type { Resolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { localizedField, namedNodeFields } from '../graphql/fields.ts';
import type { RestOrganizer } from '../upstream/types.ts';

export const organizerResolvers = {
  Organizer: {
    ...namedNodeFields('Organizer'),
    description: localizedField('description'),
    website: (organizer: RestOrganizer) => organizer.website || null,
    phone: (organizer: RestOrganizer) => organizer.phone || null,
    email: (organizer: RestOrganizer) => organizer.email || null,
    logo: (organizer: RestOrganizer, _: unknown, context: GatewayContext) => context.mediaUrl(organizer.logo),
  },
} satisfies Resolvers;
