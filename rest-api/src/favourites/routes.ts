// Favourite lists: a member's lists, one list, a shared list by its share id, create, edit, delete, and
// the bulk toggle that saves items to (or removes them from) several lists in one call.
import { Type } from '@sinclair/typebox';
import { userSummary } from '../community/serialize.ts';
import type { Config } from '../config.ts';
import { memberId, requireMember } from '../http/auth.ts';
import { FieldErrorList, FieldErrorsError, notFound, type FieldErrors } from '../http/errors.ts';
import { message, type Message } from '../http/messages.ts';
import { pagedResults, pagedResultsSchema, pageParams, pageWindow, resultsSchema } from '../http/paging.ts';
import { idParams } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import type { Routes } from '../http/typebox.ts';
import type { Urls } from '../http/urls.ts';
import { bearerAuth } from '../members/schemas.ts';
import { existingFavouriteItems } from './kinds.ts';
import {
  applyToggles,
  createList,
  deleteList,
  findList,
  listsByIds,
  memberLists,
  ownLists,
  updateList,
  type FavouriteListRow,
} from './queries.ts';
import { FAVOURITE_GROUPS, FavouriteKind, type FavouriteList } from './schemas.ts';

const tags = ['favourites'];
export const TITLE_LENGTH = { min: 2, max: 255 };
export const DESCRIPTION_MAX = 2000;
/** The page size clients read favourite lists whole with (page_size 99999) */
const LISTS_PAGE_MAX = 99999;
const MAX_TOGGLES = 100;
const list = ref('FavouriteList');

export const sharePath = (shareId: string) => `/favourites/shared/${encodeURIComponent(shareId)}`;

const serialize =
  (urls: Urls, config: Config) =>
  (row: FavouriteListRow): FavouriteList => {
    const items: FavouriteList['items'] = { events: [], experiences: [], places: [], articles: [] };
    for (const item of row.items) items[FAVOURITE_GROUPS[item.kind]].push(item.itemId);
    return {
      id: row.id,
      share_id: row.shareId,
      share_url: `${config.appUrl}${sharePath(row.shareId)}`,
      name: row.name,
      description: row.description,
      user: userSummary(urls, row.owner),
      items,
      item_count: row.items.length,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  };

function titleErrors(name: string): Message[] {
  if (name === '') return [message('blank')];
  if (name.length < TITLE_LENGTH.min || name.length > TITLE_LENGTH.max) return [message('name_length', TITLE_LENGTH)];
  return [];
}

/** Trims and checks a list's fields (the name only when given, unless required); throws every field error at once. */
function checkFields(body: { name?: string; description?: string }) {
  const errors = new FieldErrorList();
  const name = body.name?.trim();
  if (name !== undefined) errors.add('name', titleErrors(name));
  const description = body.description?.trim();
  errors.throwIfAny();
  return { name, description };
}

const taken = () => new FieldErrorsError({ non_field_errors: [message('unique_set')] });

const listBody = (required: boolean) => {
  const name = Type.String({
    maxLength: 1000,
    description: `${TITLE_LENGTH.min}-${TITLE_LENGTH.max} characters, trimmed; unique among the member's lists`,
  });
  return Type.Object({
    name: required ? name : Type.Optional(name),
    description: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX })),
  });
};

export const favouriteRoutes: Routes = async (app, { db, config, urls }) => {
  const toJson = serialize(urls, config);
  const owned = async (id: number, userId: number) => {
    const found = await findList(db, { id, userId });
    if (!found) throw notFound();
    return found;
  };

  app.get(
    '/favourites/',
    {
      onRequest: requireMember,
      schema: {
        summary: "The signed-in member's favourite lists, oldest first, with their items",
        tags,
        security: bearerAuth,
        querystring: Type.Object(pageParams(20, LISTS_PAGE_MAX)),
        response: { 200: pagedResultsSchema(list), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q.page, q.page_size);
      const { total, items } = await memberLists(db, memberId(request), window);
      return pagedResults(request, urls.base(), q.page, window, total, items.map(toJson));
    },
  );

  app.get(
    '/favourites/share/:shareId/',
    {
      schema: {
        summary: 'A favourite list by its share id, read-only, for anyone (visitors too)',
        tags,
        params: Type.Object({ shareId: Type.String({ maxLength: 40 }) }),
        response: { 200: list, ...errorResponses },
      },
    },
    async (request) => {
      const found = await findList(db, { shareId: request.params.shareId });
      if (!found) throw notFound();
      return toJson(found);
    },
  );

  app.get(
    '/favourites/:id/',
    {
      onRequest: requireMember,
      schema: {
        summary: "One of the member's own lists (another member's list is not found)",
        tags,
        security: bearerAuth,
        params: idParams,
        response: { 200: list, ...errorResponses },
      },
    },
    async (request) => toJson(await owned(request.params.id, memberId(request))),
  );

  app.post(
    '/favourites/',
    {
      onRequest: requireMember,
      schema: {
        summary: 'Create a favourite list',
        description:
          "A second list of the same name: 400 non_field_errors 'The fields user, name must make a unique set.'",
        tags,
        security: bearerAuth,
        body: listBody(true),
        response: { 201: list, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const { name, description } = checkFields(request.body);
      const id = await createList(db, userId, { name: name!, description: description ?? '' }, config.now());
      if (id === 'taken') throw taken();
      return reply.code(201).send(toJson(await owned(id, userId)));
    },
  );

  app.patch(
    '/favourites/:id/',
    {
      onRequest: requireMember,
      schema: {
        summary: "Rename or describe one of the member's lists",
        tags,
        security: bearerAuth,
        params: idParams,
        body: listBody(false),
        response: { 200: list, ...errorResponses },
      },
    },
    async (request) => {
      const userId = memberId(request);
      await owned(request.params.id, userId);
      const fields = checkFields(request.body);
      const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      if ((await updateList(db, request.params.id, userId, changes, config.now())) === 'taken') throw taken();
      return toJson(await owned(request.params.id, userId));
    },
  );

  app.delete(
    '/favourites/:id/',
    {
      onRequest: requireMember,
      schema: {
        summary: "Delete one of the member's lists with its items",
        tags,
        security: bearerAuth,
        params: idParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await deleteList(db, request.params.id, memberId(request)))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/favourites/toggle/',
    {
      onRequest: requireMember,
      schema: {
        summary: "Save items to, or remove them from, several of the member's lists at once",
        description:
          'Each entry says whether the item should be in the list (`saved`). Entries naming a list that is not the ' +
          "member's, or an item that does not exist (or is of another kind), are refused by position and nothing " +
          'changes. Answers the lists touched.',
        tags,
        security: bearerAuth,
        body: Type.Object({
          items: Type.Array(
            Type.Object({
              list_id: Type.Integer(),
              kind: FavouriteKind(),
              item_id: Type.Integer(),
              saved: Type.Boolean(),
            }),
            { minItems: 1, maxItems: MAX_TOGGLES },
          ),
        }),
        response: { 200: resultsSchema(list), ...errorResponses },
      },
    },
    async (request) => {
      const userId = memberId(request);
      const toggles = request.body.items;
      const lists = await ownLists(
        db,
        userId,
        toggles.map((toggle) => toggle.list_id),
      );
      const items = await existingFavouriteItems(db, toggles);
      const errors: FieldErrors = {};
      toggles.forEach((toggle, index) => {
        const entry = new FieldErrorList();
        if (!lists.has(toggle.list_id)) entry.add('list_id', [message('city_unknown', { input: toggle.list_id })]);
        if (!items.has(`${toggle.kind}:${toggle.item_id}`))
          entry.add('item_id', [message('city_unknown', { input: toggle.item_id })]);
        if (Object.keys(entry.fields).length) errors[String(index)] = entry.fields;
      });
      if (Object.keys(errors).length) throw new FieldErrorsError({ items: errors });
      await applyToggles(db, toggles, config.now());
      const touched = [...new Set(toggles.map((toggle) => toggle.list_id))];
      return { results: (await listsByIds(db, userId, touched)).map(toJson) };
    },
  );
};
