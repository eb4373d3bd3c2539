// Relay's node(id) and nodes(ids): every Node type, through the loaders; unknown types and ids give null.
import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers, ResolversInterfaceTypes, ResolversTypes } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { itemsPerListFor } from '../home/resolvers.ts';
import { findContent } from '../community/contentLookup.ts';
import { unpackContentId } from '../community/ids.ts';
import { memberById } from '../community/viewer.ts';
import { viewerCheckIn } from '../places/checkIns.ts';
import { placeCategory, placeSubcategory } from '../places/categories.ts';
import { fromGlobalId, isNodeType, type NodeType } from '../relay/globalId.ts';
import { favouriteListNode } from '../favourites/resolvers.ts';
import { viewerOrder } from '../orders/resolvers.ts';

/** The parent of any Node type. */
type NodeParent = ResolversInterfaceTypes<ResolversTypes>['Node'];
type Lookup = (id: number, context: GatewayContext, info: GraphQLResolveInfo) => Promise<NodeParent | null>;

const lookups: Record<NodeType, Lookup> = {
  City: (id, { loaders }) => loaders.reference.city(id),
  Category: (id, { loaders }) => loaders.reference.categoryById(id),
  Audience: (id, { loaders }) => loaders.reference.audience(id),
  Tag: (id, { loaders }) => loaders.tags.load(id),
  Organizer: (id, { loaders }) => loaders.organizers.load(id),
  Event: (id, { loaders }) => loaders.happenings.event.load(id),
  Experience: (id, { loaders }) => loaders.happenings.experience.load(id),
  HomeList: (id, { loaders }, info) => loaders.homeLists.load({ id, itemsPerList: itemsPerListFor(info) }),
  HomeSlide: (id, { loaders }) => loaders.homeSlides.load(id),
  // The viewer's own profile with private fields; another member's public profile.
  User: (id, context) => memberById(context, id),
  // Tips and photos are found through their item (the id carries it); a malformed id is null like an unknown one.
  Tip: async (id, context) => {
    const ref = unpackContentId('Tip', id);
    return ref && findContent(context, ref);
  },
  Photo: async (id, context) => {
    const ref = unpackContentId('Photo', id);
    return ref && findContent(context, ref);
  },
  Place: (id, { loaders }) => loaders.places.byId.load(id),
  PlaceCategory: (id, context) => placeCategory(context, id),
  PlaceSubcategory: (id, context) => placeSubcategory(context, id),
  // Only the viewer's own check-ins; anyone else's (and a visitor's lookup) is null.
  CheckIn: (id, context) => viewerCheckIn(context, id),
  // Only the viewer's own lists and orders (shared lists are read by share id).
  FavouriteList: (id, context) => favouriteListNode(id, context),
  Order: (id, context) => viewerOrder(id, context),
  Article: (id, { loaders }) => loaders.articles.byId.load(id),
  CuratedList: (id, { loaders }) => loaders.articles.curatedLists.load(id),
};

const TYPENAME = '__typename';

/** A node as node() answers it: tagged with its type, which the REST objects do not carry. */
type TaggedNode = NodeParent & { [TYPENAME]: NodeType };

async function node(globalId: string, context: GatewayContext, info: GraphQLResolveInfo): Promise<TaggedNode | null> {
  const { type, id } = fromGlobalId(globalId);
  if (!isNodeType(type)) return null;
  const found = await lookups[type](id, context, info);
  return found && { ...found, [TYPENAME]: type };
}

export const nodeResolvers = {
  Query: {
    node: (_, args, context, info) => node(args.id, context, info),
    // A bad id fails its own entry only (null plus an error), not the whole list.
    nodes: (_, args, context, info) => args.ids.map((id) => node(id, context, info)),
  },
  Node: {
    // Only node() and nodes() answer a Node, and node() tags each one.
    __resolveType: (parent) => (parent as TaggedNode)[TYPENAME],
  },
} satisfies Resolvers;
