// Relay's node(id) and nodes(ids): every Node type, through the loaders; unknown types and ids give null.
import type { GatewayContext } from '../graphql/context.ts';
import { findHomeList, findHomeSlide } from '../home/lookup.ts';
import { fromGlobalId, isNodeType, type NodeType } from '../relay/globalId.ts';

type Lookup = (id: number, context: GatewayContext) => Promise<object | null>;

const lookups: Record<NodeType, Lookup> = {
  City: (id, { loaders }) => loaders.reference.city(id),
  Category: async (id, { loaders }) => (await loaders.reference.category('event', id)) ?? loaders.reference.category('experience', id),
  Audience: (id, { loaders }) => loaders.reference.audience(id),
  Tag: (id, { loaders }) => loaders.tags.load(id),
  Organizer: (id, { loaders }) => loaders.organizers.load(id),
  Event: (id, { loaders }) => loaders.happenings.event.load(id),
  Experience: (id, { loaders }) => loaders.happenings.experience.load(id),
  HomeList: findHomeList,
  HomeSlide: findHomeSlide,
};

const TYPENAME = '__typename';

async function node(globalId: string, context: GatewayContext): Promise<object | null> {
  const { type, id } = fromGlobalId(globalId);
  if (!isNodeType(type)) return null;
  const found = await lookups[type](id, context);
  return found && { ...found, [TYPENAME]: type };
}

export const nodeResolvers = {
  Query: {
    node: (_: unknown, args: { id: string }, context: GatewayContext) => node(args.id, context),
    // A bad id fails its own entry only (null plus an error), not the whole list.
    nodes: (_: unknown, args: { ids: string[] }, context: GatewayContext) => args.ids.map((id) => node(id, context)),
  },
  Node: {
    __resolveType: (parent: Record<string, unknown>) => parent[TYPENAME],
  },
};
