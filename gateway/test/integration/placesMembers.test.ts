// What members do with places, against the real rest-api: check-ins (once an hour) and suggestions (with photos and
// field errors); visitors cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway, type Edge, type Fields } from '../support/gateway.ts';
import { bearer, png, signUp } from '../support/members.ts';
import { ARABIC, codes, globalId } from '../support/queries.ts';

let gateway: TestGateway;
let places: { id: string; rawId: number; checkInCount: number }[];
beforeAll(async () => {
  gateway = await startGateway();
  const response = await gateway.graphql('{ places(first: 10) { edges { node { id rawId checkInCount } } } }');
  places = response.body.data!.places.edges.map((edge: Edge) => edge.node);
});
afterAll(() => gateway.close());

const CHECK_IN = `mutation($input: CheckInInput!) { checkIn(input: $input) {
  checkInEdge { cursor node { id rawId createdAt place { id } } } place { id checkInCount viewerLastCheckIn } userErrors { field message } } }`;
const CHECK_INS = '{ viewer { checkIns(first: 10) { totalCount edges { node { id createdAt place { id name } } } } } }';

describe('check-ins', () => {
  it('are for members only: visitors get UNAUTHENTICATED and no list', async () => {
    const response = await gateway.graphql(CHECK_IN, { input: { placeId: places[0].id } });
    expect(codes(response.body)).toEqual(['UNAUTHENTICATED']);
    expect(response.calls).toEqual([]);
    const list = await gateway.graphql(CHECK_INS);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data?.viewer.checkIns).toBeNull();
  });

  it('count once, appear in the viewer list, and a second one within the hour is a userError', async () => {
    const member = await signUp(gateway);
    const place = places[1];
    const before = (
      await gateway.graphql(
        'query($id: ID) { place(id: $id) { checkInCount viewerLastCheckIn } }',
        { id: place.id },
        bearer(member.accessToken),
      )
    ).body.data!.place;
    expect(before.viewerLastCheckIn).toBeNull();

    const first = await gateway.graphql(CHECK_IN, { input: { placeId: place.id } }, bearer(member.accessToken));
    expect(first.body.errors).toBeUndefined();
    const payload = first.body.data!.checkIn;
    expect(payload.userErrors).toEqual([]);
    expect(payload.checkInEdge.node.place.id).toBe(place.id);
    expect(payload.place.checkInCount).toBe(before.checkInCount + 1);
    expect(Date.parse(payload.place.viewerLastCheckIn)).toBeGreaterThan(Date.now() - 60_000);
    expect(payload.place.viewerLastCheckIn).toBe(payload.checkInEdge.node.createdAt);

    const again = await gateway.graphql(CHECK_IN, { input: { placeId: place.id } }, bearer(member.accessToken));
    expect(again.body.data!.checkIn).toEqual({
      checkInEdge: null,
      place: null,
      userErrors: [{ field: null, message: 'You have already checked in here within the last hour.' }],
    });
    const inArabic = await gateway.graphql(
      CHECK_IN,
      { input: { placeId: place.id } },
      { ...bearer(member.accessToken), 'accept-language': 'ar' },
    );
    expect(inArabic.body.data!.checkIn.userErrors[0].message).toMatch(ARABIC);

    const after = (await gateway.graphql('query($id: ID) { place(id: $id) { checkInCount } }', { id: place.id })).body
      .data!.place;
    expect(after.checkInCount).toBe(before.checkInCount + 1);

    // Another place is fine within the hour; the list is newest first.
    await gateway.graphql(CHECK_IN, { input: { placeId: places[2].id } }, bearer(member.accessToken));
    const list = (await gateway.graphql(CHECK_INS, undefined, bearer(member.accessToken))).body.data!.viewer.checkIns;
    expect(list.totalCount).toBe(2);
    expect(list.edges.map((edge: Edge) => edge.node.place.id)).toEqual([places[2].id, place.id]);
    expect(list.edges[1].node.id).toBe(payload.checkInEdge.node.id);

    // A check-in is a node for its member only.
    const node = `{ node(id: "${payload.checkInEdge.node.id}") { ... on CheckIn { rawId place { id } } } }`;
    expect((await gateway.graphql(node, undefined, bearer(member.accessToken))).body.data!.node).toEqual({
      rawId: payload.checkInEdge.node.rawId,
      place: { id: place.id },
    });
    expect((await gateway.graphql(node)).body.data!.node).toBeNull();
    const other = await signUp(gateway);
    expect((await gateway.graphql(node, undefined, bearer(other.accessToken))).body.data!.node).toBeNull();
  });

  it('answers a wrong place id as a userError of placeId without calling the upstream, and an unknown place as NOT_FOUND', async () => {
    const member = await signUp(gateway);
    const wrong = await gateway.graphql(
      CHECK_IN,
      { input: { placeId: globalId('City', 1) } },
      bearer(member.accessToken),
    );
    expect(wrong.body.data!.checkIn.userErrors).toEqual([
      { field: 'placeId', message: 'Expected Place id, got a City id' },
    ]);
    expect(wrong.calls).toEqual([]);
    const unknown = await gateway.graphql(
      CHECK_IN,
      { input: { placeId: globalId('Place', 999999) } },
      bearer(member.accessToken),
    );
    expect(codes(unknown.body)).toEqual(['NOT_FOUND']);
  });
});

describe('owned places', () => {
  const OWNED = '{ places(filter: {owned: true}) { totalCount edges { node { id isOwnedByViewer } } } }';

  it("lists the signed-in owner's places, marked as theirs; another member owns none", async () => {
    const signIn = await gateway.graphql(
      'mutation { signIn(input: {email: "sara@example.com", password: "Dalil2026!"}) { token { accessToken } } }',
    );
    const owner = bearer(signIn.body.data!.signIn.token.accessToken);
    const owned = (await gateway.graphql(OWNED, undefined, owner)).body.data!.places;
    expect(owned.totalCount).toBeGreaterThan(0);
    expect(owned.edges.every((edge: Edge) => edge.node.isOwnedByViewer)).toBe(true);
    const place = (
      await gateway.graphql('query($id: ID) { place(id: $id) { isOwnedByViewer } }', { id: owned.edges[0].node.id })
    ).body.data!.place;
    expect(place.isOwnedByViewer).toBe(false);
    const member = await signUp(gateway);
    expect((await gateway.graphql(OWNED, undefined, bearer(member.accessToken))).body.data!.places.totalCount).toBe(0);
  });
});

const SUGGEST =
  'mutation($input: SuggestPlaceInput!) { suggestPlace(input: $input) { ok suggestionId userErrors { field message } } }';
const SUGGEST_EDIT =
  'mutation($input: SuggestPlaceEditInput!) { suggestPlaceEdit(input: $input) { ok suggestionId userErrors { field message } } }';

async function categoryIds() {
  const { placeCategories } = (await gateway.graphql('{ placeCategories { id subcategories { id } } }')).body.data!;
  return {
    categoryId: placeCategories[0].id,
    subcategoryId: placeCategories[0].subcategories[0].id,
    otherSubcategoryId: placeCategories[1].subcategories[0].id,
  };
}

describe('suggestPlace', () => {
  it('is for members only', async () => {
    const response = await gateway.graphql(SUGGEST, {
      input: { nameEn: 'Corniche Kiosk', nameAr: 'كشك الكورنيش', categoryId: globalId('PlaceCategory', 1) },
    });
    expect(codes(response.body)).toEqual(['UNAUTHENTICATED']);
    expect(response.calls).toEqual([]);
  });

  it('answers the upstream field errors with GraphQL field names', async () => {
    const member = await signUp(gateway);
    const { categoryId, otherSubcategoryId } = await categoryIds();
    const response = await gateway.graphql(
      SUGGEST,
      {
        input: {
          nameEn: 'X',
          nameAr: 'مقهى البحر',
          categoryId,
          subcategoryId: otherSubcategoryId,
          website: 'not a url',
          social: { facebook: 'facebook', instagram: 'https://instagram.com/dalil' },
          phone: '12345',
          hours: [
            { weekday: 'MONDAY', opens: '09:00' },
            { weekday: 'FRIDAY', opens: '25:00', closes: '23:00' },
            { weekday: 'SATURDAY', closed: true },
          ],
        },
      },
      bearer(member.accessToken),
    );
    const payload = response.body.data!.suggestPlace;
    expect(payload.ok).toBe(false);
    expect(payload.suggestionId).toBeNull();
    const fields = payload.userErrors.map((error: Fields) => error.field);
    expect(new Set(fields)).toEqual(
      new Set(['nameEn', 'subcategoryId', 'website', 'social.facebook', 'phone', 'hours']),
    );
    expect(payload.userErrors).toEqual(
      expect.arrayContaining([
        { field: 'website', message: 'Enter a valid URL.' },
        { field: 'social.facebook', message: 'Enter a valid URL.' },
        { field: 'phone', message: 'Phone number is incorrect' },
        { field: 'hours', message: 'This field is required.' },
        { field: 'hours', message: 'Enter a valid time (HH:mm).' },
      ]),
    );
  });

  it('needs the names and the category, in the viewer language', async () => {
    const member = await signUp(gateway);
    const response = await gateway.graphql(
      SUGGEST,
      { input: { nameEn: '', nameAr: '', categoryId: globalId('PlaceCategory', 999999) } },
      { ...bearer(member.accessToken), 'accept-language': 'ar' },
    );
    const errors = response.body.data!.suggestPlace.userErrors;
    expect(new Set(errors.map((error: Fields) => error.field))).toEqual(new Set(['nameEn', 'nameAr', 'categoryId']));
    for (const error of errors) expect(error.message).toMatch(ARABIC);
  });

  it('answers ids of the wrong type as userErrors without calling the upstream', async () => {
    const member = await signUp(gateway);
    const response = await gateway.graphql(
      SUGGEST,
      {
        input: {
          nameEn: 'Kiosk',
          nameAr: 'كشك',
          categoryId: globalId('Category', 1),
          tagIds: ['garbage'],
          cityId: globalId('Place', 1),
        },
      },
      bearer(member.accessToken),
    );
    expect(response.body.data!.suggestPlace.userErrors).toEqual([
      { field: 'categoryId', message: 'Expected PlaceCategory id, got a Category id' },
      { field: 'tagIds', message: 'Invalid id' },
      { field: 'cityId', message: 'Expected City id, got a Place id' },
    ]);
    expect(response.calls).toEqual([]);
  });

  it('keeps a complete suggestion with photos for review', async () => {
    const member = await signUp(gateway);
    const { categoryId, subcategoryId } = await categoryIds();
    const { tags } = (await gateway.graphql('{ places(first: 20) { edges { node { tags { id } } } } }')).body
      .data!.places.edges.flatMap((edge: Edge) => edge.node)
      .find((place: Fields) => place.tags.length > 0);
    const input = {
      nameEn: 'Corniche Kiosk',
      nameAr: 'كشك الكورنيش',
      about: 'Fresh juice by the sea.',
      categoryId,
      subcategoryId,
      features: ['WIFI', 'FAMILY_FRIENDLY'],
      tagIds: [tags[0].id],
      hours: [
        { weekday: 'SUNDAY', opens: '09:00', closes: '23:00' },
        { weekday: 'THURSDAY', opens: '18:00', closes: '02:00' },
        { weekday: 'FRIDAY', allDay: true },
        { weekday: 'SATURDAY', closed: true },
      ],
      phone: '0126000000',
      website: 'https://kiosk.example.com',
      social: { instagram: 'https://instagram.com/kiosk' },
      photos: [null, null],
      cityId: globalId('City', 1),
      latitude: 21.5433,
      longitude: 39.1728,
    };
    const files = {
      'input.photos.0': new File([png(8, 8)], 'front.png', { type: 'image/png' }),
      'input.photos.1': new File([png(6, 6, [200, 40, 40])], 'inside.png', { type: 'image/png' }),
    };
    const response = await gateway.upload(SUGGEST, { input }, files, {
      'graphql-require-preflight': '1',
      ...bearer(member.accessToken),
    });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data!.suggestPlace).toEqual({
      ok: true,
      suggestionId: expect.stringMatching(/^\d+$/),
      userErrors: [],
    });
    expect(response.calls).toEqual(['POST /api/v1/places/suggestions/']);
  });

  it('refuses a file that is not an image as a userError of photos', async () => {
    const member = await signUp(gateway);
    const { categoryId } = await categoryIds();
    const files = { 'input.photos.0': new File(['plain text'], 'notes.png', { type: 'image/png' }) };
    const response = await gateway.upload(
      SUGGEST,
      { input: { nameEn: 'Kiosk', nameAr: 'كشك', categoryId, photos: [null] } },
      files,
      {
        'graphql-require-preflight': '1',
        ...bearer(member.accessToken),
      },
    );
    expect(response.body.data!.suggestPlace.ok).toBe(false);
    expect(response.body.data!.suggestPlace.userErrors.map((error: Fields) => error.field)).toEqual(['photos']);
  });
});

describe('suggestPlaceEdit', () => {
  it('needs at least one change, then keeps the change for review', async () => {
    const member = await signUp(gateway);
    const placeId = places[0].id;
    const nothing = await gateway.graphql(SUGGEST_EDIT, { input: { placeId } }, bearer(member.accessToken));
    expect(nothing.body.data!.suggestPlaceEdit).toEqual({
      ok: false,
      suggestionId: null,
      userErrors: [{ field: null, message: 'Suggest at least one change.' }],
    });
    const change = await gateway.graphql(
      SUGGEST_EDIT,
      { input: { placeId, phone: '0501234567', hours: [{ weekday: 'MONDAY', allDay: true }] } },
      bearer(member.accessToken),
    );
    expect(change.body.data!.suggestPlaceEdit).toEqual({
      ok: true,
      suggestionId: expect.stringMatching(/^\d+$/),
      userErrors: [],
    });
    expect(change.calls).toEqual([`PATCH /api/v1/places/${places[0].rawId}/suggest-edit/`]);
  });

  it('answers a wrong place id as a userError and an unknown place as NOT_FOUND; visitors get UNAUTHENTICATED', async () => {
    const member = await signUp(gateway);
    const wrong = await gateway.graphql(
      SUGGEST_EDIT,
      { input: { placeId: 'nonsense', nameEn: 'New name' } },
      bearer(member.accessToken),
    );
    expect(wrong.body.data!.suggestPlaceEdit.userErrors).toEqual([{ field: 'placeId', message: 'Invalid id' }]);
    const unknown = await gateway.graphql(
      SUGGEST_EDIT,
      { input: { placeId: globalId('Place', 999999), nameEn: 'New name' } },
      bearer(member.accessToken),
    );
    expect(codes(unknown.body)).toEqual(['NOT_FOUND']);
    expect(
      codes((await gateway.graphql(SUGGEST_EDIT, { input: { placeId: places[0].id, nameEn: 'New name' } })).body),
    ).toEqual(['UNAUTHENTICATED']);
  });
});
