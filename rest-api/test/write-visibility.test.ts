// Every write against the reading rule, as one table: each write on a private member's content (and on the items and
// the member themself) by each viewer relation, with the answer it must get. What a viewer cannot read they cannot
// write on, and the answer is the read's own 404 (docs/social.md, "Private profiles", "Blocking and reporting").
import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, type Answer, type TestApi } from './helpers/app.ts';
import { call, itemId, makePrivate, newMember, uploadPhoto, type Member } from './helpers/community.ts';

const RELATIONS = [
  'anonymous',
  'stranger',
  'pending follow request',
  'accepted follower',
  'blocked by the author',
  'blocking the author',
  'owner',
] as const;
type Relation = (typeof RELATIONS)[number];

/** What the author has that others write on. */
interface Scene {
  author: Member;
  event: number;
  tip: number;
  photo: number;
  list: number;
}

type Write = (api: TestApi, scene: Scene, viewer: Member | null) => Promise<Answer>;

const tipBy = async (api: TestApi, who: Member, event: number) =>
  (await call(api, 'POST', '/api/v1/events/tips/', who, { entity: event, text: 'Seats on the left.' })).json
    .id as number;

const spam = { reason: 'spam' };

// Expected status per relation, in the order of RELATIONS.
type Row = [string, Write, [number, number, number, number, number, number, number]];
const HIDDEN_CONTENT = [401, 404, 404, 200, 404, 404, 200] as const;
const NEW_REPORT = [401, 404, 404, 201, 404, 404, 201] as const;
const PUBLIC_ITEM = (ok: number) => [401, ok, ok, ok, ok, ok, ok] as const;

const WRITES: Row[] = [
  [
    'vote on the tip',
    (api, s, v) => call(api, 'POST', `/api/v1/events/tips/${s.tip}/vote/`, v, {}),
    [...HIDDEN_CONTENT],
  ],
  [
    'take back a vote on the tip',
    (api, s, v) => call(api, 'DELETE', `/api/v1/events/tips/${s.tip}/vote/`, v),
    [...HIDDEN_CONTENT],
  ],
  [
    'report the tip',
    (api, s, v) => call(api, 'POST', `/api/v1/events/tips/${s.tip}/report/`, v, spam),
    [...NEW_REPORT],
  ],
  [
    'delete the tip',
    async (api, s, v) => call(api, 'DELETE', `/api/v1/events/tips/${await tipBy(api, s.author, s.event)}/`, v),
    [401, 404, 404, 403, 404, 404, 204],
  ],
  [
    'vote on the photo',
    (api, s, v) => call(api, 'POST', `/api/v1/events/photos/${s.photo}/vote/`, v, {}),
    [...HIDDEN_CONTENT],
  ],
  [
    'take back a vote on the photo',
    (api, s, v) => call(api, 'DELETE', `/api/v1/events/photos/${s.photo}/vote/`, v),
    [...HIDDEN_CONTENT],
  ],
  [
    'report the photo',
    (api, s, v) => call(api, 'POST', `/api/v1/events/photos/${s.photo}/report/`, v, spam),
    [...NEW_REPORT],
  ],
  // Items have no author: everyone signed in may write on them, whatever stands between them and other members.
  [
    'rate the event',
    (api, s, v) => call(api, 'POST', `/api/v1/events/${s.event}/rate/`, v, { value: 4 }),
    [...PUBLIC_ITEM(200)],
  ],
  [
    'write a tip on the event',
    (api, s, v) => call(api, 'POST', '/api/v1/events/tips/', v, { entity: s.event, text: 'Go early.' }),
    [...PUBLIC_ITEM(201)],
  ],
  ['add a photo of the event', (api, s, v) => uploadPhoto(api, v, 'events', s.event), [...PUBLIC_ITEM(201)]],
  [
    'attend the event',
    (api, s, v) => call(api, 'POST', `/api/v1/events/${s.event}/attend/`, v, { status: 'going' }),
    [...PUBLIC_ITEM(200)],
  ],
  [
    "rename the author's favourite list",
    (api, s, v) =>
      api.request({
        method: 'PATCH',
        url: `/api/v1/favourites/${s.list}/`,
        payload: { name: 'Mine now' },
        headers: v?.headers ?? {},
      }),
    [401, 404, 404, 404, 404, 404, 200],
  ],
  // A private member is no secret (name and follow button): following asks, reporting is heard. Across a block the
  // blocked member does not find the blocker at all; the blocker is told why.
  [
    'follow the author',
    (api, s, v) => call(api, 'POST', '/api/v1/follows/', v, { followed_user: s.author.id }),
    [401, 201, 400, 400, 404, 403, 400],
  ],
  [
    'unfollow the author',
    (api, s, v) => call(api, 'DELETE', `/api/v1/follows/${s.author.id}/`, v),
    [401, 400, 200, 200, 404, 400, 400],
  ],
  [
    'block the author',
    (api, s, v) => call(api, 'POST', `/api/v1/users/${s.author.id}/block/`, v),
    [401, 200, 200, 200, 404, 400, 400],
  ],
  [
    'unblock the author',
    (api, s, v) => call(api, 'POST', `/api/v1/users/${s.author.id}/unblock/`, v),
    [401, 400, 400, 400, 404, 200, 400],
  ],
  [
    'report the author',
    (api, s, v) => call(api, 'POST', `/api/v1/users/${s.author.id}/report/`, v, spam),
    [401, 201, 201, 201, 404, 201, 400],
  ],
];

/** A viewer standing in the relation to the author (a new member each time, so no cell depends on another). */
async function viewerIn(api: TestApi, author: Member, relation: Relation): Promise<Member | null> {
  if (relation === 'anonymous') return null;
  if (relation === 'owner') return author;
  const viewer = await newMember(api, 'Viewer');
  const ok = (answer: Answer, status: number) => expect(answer.status, relation).toBe(status);
  if (relation === 'pending follow request' || relation === 'accepted follower')
    ok(await call(api, 'POST', '/api/v1/follows/', viewer, { followed_user: author.id }), 201);
  if (relation === 'accepted follower')
    ok(await call(api, 'POST', `/api/v1/me/pending-followers/${viewer.id}/accept/`, author), 200);
  if (relation === 'blocked by the author')
    ok(await call(api, 'POST', `/api/v1/users/${viewer.id}/block/`, author), 200);
  if (relation === 'blocking the author') ok(await call(api, 'POST', `/api/v1/users/${author.id}/block/`, viewer), 200);
  return viewer;
}

describeApi(
  'writes follow the reading rule',
  (api) => {
    const scene = {} as Scene;
    /** The answer of a read of something that is not there: a hidden write must not be told apart from it. */
    let readNotFound: unknown;

    beforeAll(async () => {
      scene.author = await newMember(api, 'Reem');
      scene.event = await itemId(api, 'events', 'corniche-concert');
      scene.tip = await tipBy(api, scene.author, scene.event);
      scene.photo = (await uploadPhoto(api, scene.author, 'events', scene.event)).json.id;
      scene.list = (await call(api, 'POST', '/api/v1/favourites/', scene.author, { name: 'Weekend' })).json.id;
      await makePrivate(api, scene.author);
      readNotFound = (await api.get('/api/v1/users/2147483647/')).json;
    });

    describe.each(WRITES)('%s', (_, write, expected) => {
      it.each(RELATIONS.map((relation, index) => [relation, expected[index]] as const))(
        'as %s: %i',
        async (relation, status) => {
          const viewer = await viewerIn(api, scene.author, relation);
          const answer = await write(api, scene, viewer);
          expect(answer.status, answer.body).toBe(status);
          if (status === 404) expect(answer.json).toEqual(readNotFound);
        },
      );
    });
  },
  // The author answers many requests within the pinned minute of the test clock.
  {
    config: () => ({
      abuse: { signInAccountFailures: 5, signInIpFailures: 0, signInWindowSeconds: 900, writesPerMinute: 0 },
    }),
  },
);
