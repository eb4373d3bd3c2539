// Favourite lists, orders and event suggestions through the gateway, against the real rest-api: the picker's writes
// are one GraphQL request each (create with an item, bulk toggle), the duplicate title is worded beside the field in
// both languages, shared lists open for visitors, orders come newest first, suggestions go as multipart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Edge, type Fields, type TestGateway } from '../support/gateway.ts';
import { bearer, png, signUp } from '../support/members.ts';
import { ARABIC, codes, globalId } from '../support/queries.ts';

let gateway: TestGateway;
let events: { id: string; rawId: number }[];
beforeAll(async () => {
  gateway = await startGateway();
  const response = await gateway.graphql('{ events(first: 3) { edges { node { id rawId } } } }');
  events = response.body.data!.events.edges.map((edge: Edge) => edge.node);
});
afterAll(() => gateway.close());

const LIST_FIELDS =
  'id name description shareId itemCount viewerIsOwner owner { firstName } events { id } experiences { id }';
const CREATE = `mutation($input: CreateFavouriteListInput!) { createFavouriteList(input: $input) {
  list { ${LIST_FIELDS} } listEdge { cursor node { id } } item { id ... on Event { viewerHasSaved } } userErrors { field message } } }`;
const TOGGLE = `mutation($input: ToggleFavouritesInput!) { toggleFavourites(input: $input) {
  lists { id itemCount contains(itemId: "${'$ITEM'}") } item { id ... on Event { viewerHasSaved } } userErrors { field message } } }`;
const toggleFor = (itemId: string) => TOGGLE.replace('$ITEM', itemId);

describe('favourite lists', () => {
  it('creates a list with an item in one request, toggles it across lists in one request, and shares it', async () => {
    const member = await signUp(gateway);
    const auth = bearer(member.accessToken);
    const created = await gateway.graphql(CREATE, { input: { name: 'Jeddah nights', itemId: events[0].id } }, auth);
    expect(created.body.errors).toBeUndefined();
    const payload = created.body.data!.createFavouriteList;
    expect(payload.userErrors).toEqual([]);
    expect(payload.list).toMatchObject({
      name: 'Jeddah nights',
      itemCount: 1,
      viewerIsOwner: true,
      owner: { firstName: 'Noura' },
    });
    expect(payload.list.events).toEqual([{ id: events[0].id }]);
    expect(payload.item).toEqual({ id: events[0].id, viewerHasSaved: true });
    expect(created.calls.filter((call) => !call.startsWith('GET'))).toEqual([
      'POST /api/v1/favourites/',
      'POST /api/v1/favourites/toggle/',
    ]);

    const second = (await gateway.graphql(CREATE, { input: { name: 'With the kids' } }, auth)).body.data!
      .createFavouriteList.list;
    const toggled = await gateway.graphql(
      toggleFor(events[0].id),
      {
        input: {
          itemId: events[0].id,
          changes: [
            { listId: payload.list.id, saved: false },
            { listId: second.id, saved: true },
          ],
        },
      },
      auth,
    );
    expect(toggled.body.data!.toggleFavourites).toEqual({
      lists: [
        { id: payload.list.id, itemCount: 0, contains: false },
        { id: second.id, itemCount: 1, contains: true },
      ],
      item: { id: events[0].id, viewerHasSaved: true },
      userErrors: [],
    });
    expect(toggled.calls.filter((call) => !call.startsWith('GET'))).toEqual(['POST /api/v1/favourites/toggle/']);

    const lists = await gateway.graphql(
      '{ viewer { favouriteLists { totalCount edges { node { name itemCount } } } } }',
      undefined,
      auth,
    );
    expect(lists.body.data!.viewer.favouriteLists.edges.map((edge: Edge) => edge.node)).toEqual([
      { name: 'Jeddah nights', itemCount: 0 },
      { name: 'With the kids', itemCount: 1 },
    ]);

    const shared = await gateway.graphql(
      `query($shareId: String!) { sharedFavouriteList(shareId: $shareId) { ${LIST_FIELDS} } }`,
      { shareId: second.shareId },
    );
    expect(shared.body.data!.sharedFavouriteList).toMatchObject({
      name: 'With the kids',
      viewerIsOwner: false,
      owner: { firstName: 'Noura' },
      events: [{ id: events[0].id }],
    });
    // A list is a node for its owner only.
    const node = `{ node(id: "${second.id}") { ... on FavouriteList { name } } }`;
    expect((await gateway.graphql(node, undefined, auth)).body.data!.node).toEqual({ name: 'With the kids' });
    expect((await gateway.graphql(node)).body.data!.node).toBeNull();
    const unknown = await gateway.graphql('{ sharedFavouriteList(shareId: "nope-nope") { id } }');
    expect(unknown.body.data!.sharedFavouriteList).toBeNull();

    // a visitor sees nothing saved, and cannot write
    const card = `query($id: ID) { event(id: $id) { viewerHasSaved } }`;
    expect((await gateway.graphql(card, { id: events[0].id })).body.data!.event.viewerHasSaved).toBe(false);
    expect((await gateway.graphql(card, { id: events[0].id }, auth)).body.data!.event.viewerHasSaved).toBe(true);
    expect(codes((await gateway.graphql(CREATE, { input: { name: 'Visitor' } })).body)).toEqual(['UNAUTHENTICATED']);
  });

  it("words the duplicate title beside the name in both languages, and refuses toggles of others' lists", async () => {
    const member = await signUp(gateway);
    const auth = bearer(member.accessToken);
    await gateway.graphql(CREATE, { input: { name: 'Coffee spots' } }, auth);
    const twice = await gateway.graphql(CREATE, { input: { name: 'Coffee spots' } }, auth);
    expect(twice.body.data!.createFavouriteList.userErrors).toEqual([
      { field: 'name', message: 'This title name already exists' },
    ]);
    const arabic = await gateway.graphql(
      CREATE,
      { input: { name: 'Coffee spots' } },
      { ...auth, 'accept-language': 'ar' },
    );
    expect(arabic.body.data!.createFavouriteList.userErrors).toEqual([
      { field: 'name', message: 'اسم العنوان هذا موجود بالفعل' },
    ]);
    const short = await gateway.graphql(CREATE, { input: { name: 'C' } }, auth);
    expect(short.body.data!.createFavouriteList.userErrors).toEqual([
      { field: 'name', message: 'Ensure this field has between 2 and 255 characters.' },
    ]);

    const other = await signUp(gateway);
    const theirs = (await gateway.graphql(CREATE, { input: { name: 'Not yours' } }, bearer(other.accessToken))).body
      .data!.createFavouriteList.list;
    const refused = await gateway.graphql(
      toggleFor(events[1].id),
      { input: { itemId: events[1].id, changes: [{ listId: theirs.id, saved: true }] } },
      auth,
    );
    expect(refused.body.data!.toggleFavourites.lists).toEqual([]);
    expect(refused.body.data!.toggleFavourites.userErrors.map((error: Fields) => error.field)).toEqual(['changes']);
    const wrongKind = await gateway.graphql(
      toggleFor(globalId('Event', 999999)),
      { input: { itemId: globalId('Event', 999999), changes: [{ listId: theirs.id, saved: true }] } },
      bearer(other.accessToken),
    );
    expect(wrongKind.body.data!.toggleFavourites.userErrors).toEqual([
      { field: 'changes', message: 'Invalid pk "999999" - object does not exist.' },
    ]);
    const rename = await gateway.graphql(
      'mutation($input: UpdateFavouriteListInput!) { updateFavouriteList(input: $input) { list { id } userErrors { field message } } }',
      { input: { listId: theirs.id, name: 'Taken over' } },
      auth,
    );
    expect(codes(rename.body)).toEqual(['NOT_FOUND']);
    expect(rename.body.errors![0].message).toBe('Not found.');
    const deleted = await gateway.graphql(
      'mutation($input: DeleteFavouriteListInput!) { deleteFavouriteList(input: $input) { deletedListId userErrors { message } } }',
      { input: { listId: theirs.id } },
      bearer(other.accessToken),
    );
    expect(deleted.body.data!.deleteFavouriteList).toEqual({ deletedListId: theirs.id, userErrors: [] });
  });

  it('saves an article to a list, lists it grouped with its saved state, and refuses one that does not exist', async () => {
    const auth = bearer((await signUp(gateway)).accessToken);
    const article = (await gateway.graphql('{ articles(first: 1) { edges { node { id title } } } }')).body.data!
      .articles.edges[0].node;
    const ARTICLE_TOGGLE = `mutation($input: ToggleFavouritesInput!) { toggleFavourites(input: $input) {
      lists { id itemCount articles { id title } events { id } } item { id ... on Article { viewerHasSaved } }
      userErrors { field message } } }`;
    const list = (await gateway.graphql(CREATE, { input: { name: 'Reading' } }, auth)).body.data!.createFavouriteList
      .list;
    const saved = await gateway.graphql(
      ARTICLE_TOGGLE,
      { input: { itemId: article.id, changes: [{ listId: list.id, saved: true }] } },
      auth,
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.toggleFavourites).toEqual({
      lists: [{ id: list.id, itemCount: 1, articles: [article], events: [] }],
      item: { id: article.id, viewerHasSaved: true },
      userErrors: [],
    });
    expect(saved.calls.filter((call) => !call.startsWith('GET'))).toEqual(['POST /api/v1/favourites/toggle/']);

    const card = `query($id: ID) { article(id: $id) { viewerHasSaved } }`;
    expect((await gateway.graphql(card, { id: article.id }, auth)).body.data!.article.viewerHasSaved).toBe(true);
    expect((await gateway.graphql(card, { id: article.id })).body.data!.article.viewerHasSaved).toBe(false);

    const missing = globalId('Article', 999999);
    const refused = await gateway.graphql(
      ARTICLE_TOGGLE,
      { input: { itemId: missing, changes: [{ listId: list.id, saved: true }] } },
      auth,
    );
    expect(refused.body.data!.toggleFavourites).toMatchObject({
      lists: [],
      userErrors: [{ field: 'changes', message: 'Invalid pk "999999" - object does not exist.' }],
    });
  });
});

describe('orders', () => {
  it("lists the seeded member's orders newest first with their items; visitors get null", async () => {
    const session = await gateway.graphql(
      'mutation { signIn(input: { email: "sara@example.com", password: "Dalil2026!" }) { token { accessToken } } }',
    );
    const auth = bearer(session.body.data!.signIn.token.accessToken);
    const response = await gateway.graphql(
      `{ viewer { orders(first: 3) { totalCount pageInfo { hasNextPage } edges { node {
          id number tickets status createdAt total { amount currency } item { name kind } } } } } }`,
      undefined,
      auth,
    );
    expect(response.body.errors).toBeUndefined();
    const orders = response.body.data!.viewer.orders;
    expect(orders.totalCount).toBeGreaterThan(3);
    expect(orders.pageInfo.hasNextPage).toBe(true);
    const nodes = orders.edges.map((edge: Edge) => edge.node);
    expect(nodes.map((order: Fields) => order.createdAt)).toEqual(
      nodes
        .map((order: Fields) => order.createdAt)
        .sort()
        .reverse(),
    );
    expect(nodes[0]).toMatchObject({ total: { currency: 'SAR' }, item: { name: expect.any(String) } });
    expect(response.calls.filter((call) => call.includes('/me/orders/'))).toEqual([
      'GET /api/v1/me/orders/?page=1&page_size=3',
    ]);
    const one = await gateway.graphql(
      `query($id: ID!) { viewer { order(id: $id) { number } } }`,
      { id: nodes[0].id },
      auth,
    );
    expect(one.body.data!.viewer.order).toEqual({ number: nodes[0].number });
    expect((await gateway.graphql('{ viewer { orders { totalCount } } }')).body.data!.viewer.orders).toBeNull();
  });
});

describe('suggestHappening', () => {
  const SUGGEST = `mutation($input: SuggestHappeningInput!) { suggestHappening(input: $input) { ok suggestionId userErrors { field message } } }`;
  it('sends multipart with the photo, answers field errors by GraphQL field names, and keeps a valid one', async () => {
    const member = await signUp(gateway);
    const auth = { 'graphql-require-preflight': '1', ...bearer(member.accessToken) };
    const categories = (await gateway.graphql('{ experienceCategories { id } }')).body.data!.experienceCategories;
    const wrong = await gateway.graphql(
      SUGGEST,
      {
        input: {
          kind: 'EXPERIENCE',
          nameEn: 'Desert stargazing',
          startDate: '2026-12-10T18:00:00Z',
          finishDate: '2026-12-10T17:00:00Z',
          mobile: '123',
          email: 'nope',
        },
      },
      { ...auth, 'accept-language': 'ar' },
    );
    const errors = wrong.body.data!.suggestHappening.userErrors as { field: string; message: string }[];
    expect(errors.map((error) => error.field).sort()).toEqual(
      ['categoryId', 'email', 'finishDate', 'information', 'mobile', 'nameAr', 'organizerName'].sort(),
    );
    expect(errors.every((error) => ARABIC.test(error.message))).toBe(true);

    const input = {
      kind: 'EXPERIENCE',
      nameEn: 'Desert stargazing',
      nameAr: 'رصد النجوم في الصحراء',
      information: 'A night under the stars with a guide and telescopes, dinner included.',
      startDate: '2026-12-10T15:00:00Z',
      finishDate: '2026-12-10T20:00:00Z',
      categoryId: categories[0].id,
      organizerName: 'Reem Al-Qahtani',
      mobile: '0501234567',
      email: 'reem@example.sa',
      latitude: 24.9,
      longitude: 46.2,
      photo: null,
    };
    const files = { 'input.photo': new File([png(8, 8)], 'stars.png', { type: 'image/png' }) };
    const ok = await gateway.upload(SUGGEST, { input }, files, auth);
    expect(ok.body.data!.suggestHappening).toEqual({
      ok: true,
      suggestionId: expect.stringMatching(/^\d+$/),
      userErrors: [],
    });
    expect(ok.calls).toEqual(['POST /api/v1/experiences/suggestions/']);
    expect(codes((await gateway.graphql(SUGGEST, { input: { kind: 'EVENT' } })).body)).toEqual(['UNAUTHENTICATED']);
  });
});
