// Favourite lists: the viewer's lists, one own list, a shared list by share id, the saved state of items,
// and the writes (create, with an item for the picker's "new list"; rename/describe; delete; bulk toggle).
import type { MutationResolvers, Resolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { nodeFields } from '../graphql/fields.ts';
import { refusalOf, withUserErrors, type UserError } from '../graphql/userErrors.ts';
import { requireSignedIn, viewerMember } from '../members/account.ts';
import { memberById } from '../community/viewer.ts';
import { message, textOf } from '../messages/catalog.ts';
import { pageConnection } from '../relay/connection.ts';
import { expectGlobalId } from '../relay/globalId.ts';
import { InputIds } from '../relay/inputIds.ts';
import { offsetToCursor, pagingWindow } from '../relay/paging.ts';
import { gatewayError, nullIfNotFound } from '../upstream/errors.ts';
import { routes } from '../upstream/routes.ts';
import { pageItems, type Paged, type RestFavouriteList, type Results } from '../upstream/types.ts';
import { favouriteItemOf, favouriteKinds, listHolds, viewerHasSaved, type FavouriteItem } from './items.ts';

const present = <T>(items: (T | null | Error)[]): T[] =>
  items.filter((item): item is T => item !== null && !(item instanceof Error));

/** The REST refusal of a duplicate title, worded 'This title name already exists', beside the title field. */
function titleErrors(userErrors: UserError[], context: GatewayContext): UserError[] {
  const conflict = textOf('unique_set', context.locale);
  return userErrors.map((error) =>
    error.field === null && error.message === conflict
      ? { field: 'name', message: message('favourite_title_taken', context.locale) }
      : error,
  );
}

/** The item of an input, or undefined with a userError on `field` when the id is not of a kind lists hold. */
function inputItem(ids: InputIds, field: string, globalId: string): FavouriteItem | undefined {
  const item = favouriteItemOf(globalId);
  if (item) return item;
  ids.decode(field, globalId, 'Event', 'Experience', 'Place', 'Article');
  if (!ids.errors.some((error) => error.field === field))
    ids.errors.push({ field, message: message('invalid_id', 'en') });
  return undefined;
}

/** The saved item for a payload (a Node: tagged with its type), with its fresh saved state. */
async function savedItem(context: GatewayContext, item: FavouriteItem) {
  const found =
    item.type === 'Place'
      ? await context.loaders.places.byId.load(item.id)
      : item.type === 'Article'
        ? await context.loaders.articles.byId.load(item.id)
        : await context.loaders.happenings[favouriteKinds[item.type].rest].load(item.id);
  return found && { ...found, __typename: item.type };
}

async function toggle(context: GatewayContext, item: FavouriteItem, changes: { listId: number; saved: boolean }[]) {
  return context.upstream.write<Results<RestFavouriteList>>('POST', routes.toggleFavourites(), {
    body: {
      json: {
        items: changes.map((change) => ({
          list_id: change.listId,
          kind: favouriteKinds[item.type].rest,
          item_id: item.id,
          saved: change.saved,
        })),
      },
    },
    auth: 'member',
  });
}

const mutations = {
  createFavouriteList: async (_, { input }, context) => {
    requireSignedIn(context);
    const ids = new InputIds();
    const item = input.itemId ? inputItem(ids, 'itemId', input.itemId) : undefined;
    if (ids.errors.length) return { list: null, listEdge: null, item: null, userErrors: ids.errors };
    const created = await withUserErrors(() =>
      context.upstream.write<RestFavouriteList>('POST', routes.createFavouriteList(), {
        body: { json: { name: input.name, description: input.description ?? undefined } },
        auth: 'member',
      }),
    );
    if (!created.value)
      return { list: null, listEdge: null, item: null, userErrors: titleErrors(created.userErrors, context) };
    let list = created.value;
    if (item) {
      const saved = await withUserErrors(() => toggle(context, item, [{ listId: list.id, saved: true }]));
      if (!saved.value) return { list, listEdge: null, item: null, userErrors: saved.userErrors };
      list = saved.value.results[0] ?? list;
    }
    const count = (
      await context.upstream.get<Paged<RestFavouriteList>>(routes.favouriteLists({ page_size: 1 }), 'member')
    ).count;
    return {
      list,
      listEdge: { cursor: offsetToCursor(Math.max(count - 1, 0)), node: list },
      item: item ? await savedItem(context, item) : null,
      userErrors: [],
    };
  },
  updateFavouriteList: async (_, { input }, context) => {
    requireSignedIn(context);
    const ids = new InputIds();
    const listId = ids.decode('listId', input.listId, 'FavouriteList');
    if (listId === undefined) return { list: null, listEdge: null, item: null, userErrors: ids.errors };
    const body = Object.fromEntries(
      Object.entries({ name: input.name, description: input.description }).filter(([, value]) => value != null),
    );
    const { value, userErrors } = await withUserErrors(() =>
      context.upstream.write<RestFavouriteList>('PATCH', routes.favouriteList(listId), {
        body: { json: body },
        auth: 'member',
      }),
    );
    return { list: value, listEdge: null, item: null, userErrors: titleErrors(userErrors, context) };
  },
  deleteFavouriteList: async (_, { input }, context) => {
    requireSignedIn(context);
    const ids = new InputIds();
    const listId = ids.decode('listId', input.listId, 'FavouriteList');
    if (listId === undefined) return { deletedListId: null, userErrors: ids.errors };
    await context.upstream.write('DELETE', routes.favouriteList(listId), { auth: 'member' });
    return { deletedListId: input.listId, userErrors: [] };
  },
  toggleFavourites: async (_, { input }, context) => {
    requireSignedIn(context);
    const ids = new InputIds();
    const item = inputItem(ids, 'itemId', input.itemId);
    const changes = input.changes.map((change) => ({
      listId: ids.decode('changes', change.listId, 'FavouriteList'),
      saved: change.saved,
    }));
    if (!item || ids.errors.length) return { lists: [], item: null, userErrors: ids.errors };
    if (changes.length === 0) return { lists: [], item: await savedItem(context, item), userErrors: [] };
    try {
      const answer = await toggle(context, item, changes as { listId: number; saved: boolean }[]);
      return { lists: answer.results, item: await savedItem(context, item), userErrors: [] };
    } catch (error) {
      // A refused entry (someone else's list, an item that does not exist) refuses the whole call.
      const userErrors = refusalOf(error, undefined, { items: 'changes' });
      if (!userErrors) throw error;
      return { lists: [], item: null, userErrors };
    }
  },
} satisfies MutationResolvers;

export const favouriteResolvers = {
  Query: {
    sharedFavouriteList: (_, { shareId }, context) =>
      shareId.trim() === ''
        ? null
        : nullIfNotFound(context.upstream.get<RestFavouriteList>(routes.sharedFavouriteList(shareId.trim()))),
  },
  Viewer: {
    favouriteLists: (_, args, context) => {
      if (!context.upstream.bearer) return null;
      const window = pagingWindow(args, 100);
      return pageConnection<RestFavouriteList>(
        async ({ page, pageSize }) =>
          pageItems(
            await context.upstream.get<Paged<RestFavouriteList>>(
              routes.favouriteLists({ page, page_size: pageSize }),
              'member',
            ),
          ),
        window,
      );
    },
    favouriteList: (_, { id }, context) => {
      if (!context.upstream.bearer) return null;
      const listId = expectGlobalId(id, 'FavouriteList').id;
      return nullIfNotFound(context.upstream.get<RestFavouriteList>(routes.favouriteList(listId), 'member'));
    },
  },
  FavouriteList: {
    ...nodeFields('FavouriteList'),
    shareId: (list) => list.share_id,
    owner: async (list, _, context) => {
      const owner = await memberById(context, list.user.id);
      if (!owner) throw gatewayError('NOT_FOUND', message('not_found', context.locale));
      return owner;
    },
    viewerIsOwner: async (list, _, context) => (await viewerMember(context))?.id === list.user.id,
    events: async (list, _, context) => present(await context.loaders.happenings.event.loadMany(list.items.events)),
    experiences: async (list, _, context) =>
      present(await context.loaders.happenings.experience.loadMany(list.items.experiences)),
    places: async (list, _, context) => present(await context.loaders.places.byId.loadMany(list.items.places)),
    articles: async (list, _, context) => present(await context.loaders.articles.byId.loadMany(list.items.articles)),
    itemCount: (list) => list.item_count,
    contains: (list, { itemId }) => {
      const item = favouriteItemOf(itemId);
      return item !== null && listHolds(list, item);
    },
    updatedAt: (list) => list.updated_at,
  },
  Event: { viewerHasSaved: (event, _, context) => viewerHasSaved(context, { type: 'Event', id: event.id }) },
  Experience: {
    viewerHasSaved: (experience, _, context) => viewerHasSaved(context, { type: 'Experience', id: experience.id }),
  },
  Place: { viewerHasSaved: (place, _, context) => viewerHasSaved(context, { type: 'Place', id: place.id }) },
  Article: { viewerHasSaved: (article, _, context) => viewerHasSaved(context, { type: 'Article', id: article.id }) },
  Mutation: mutations,
} satisfies Resolvers;

/** node(id) of a FavouriteList: only the viewer's own lists. */
export const favouriteListNode = (id: number, context: GatewayContext) =>
  context.upstream.bearer
    ? nullIfNotFound(context.upstream.get<RestFavouriteList>(routes.favouriteList(id), 'member'))
    : Promise.resolve(null);
