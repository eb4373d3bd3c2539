// Live activity over graphql-ws: a member watching an item receives, as themself, what other members do over HTTP.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { connect, settle, watch } from '../support/subscriptions.ts';
import { ARABIC, globalId } from '../support/queries.ts';
import {
  ATTEND,
  counts,
  data,
  DELETE_TIP,
  itemId,
  member,
  postTip,
  RATE,
  VOTE,
  type Member,
} from '../support/community.ts';

const ACTIVITY = `subscription ($id: ID!) { reviewableActivity(subjectId: $id) {
  kind deletedId
  subject { id name tipCount rating { count viewerValue } ... on Experience { attendanceCount wantToGoCount viewerAttendance } }
  tipEdge { node { id text viewerIsAuthor author { rawId } } }
  tip { id upVoteCount viewerHasVoted }
} }`;

let gateway: TestGateway;
let watcher: Member;
let actor: Member;
let experience: string;
const clients: Client[] = [];

beforeAll(async () => {
  gateway = await startGateway();
  [watcher, actor] = [await member(gateway), await member(gateway)];
  experience = await itemId(gateway, 'experiences', 4);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await gateway.close();
});

function socketClient(target: TestGateway, params: Record<string, unknown> = {}): Client {
  const client = connect(target, params);
  clients.push(client);
  return client;
}

describe('reviewableActivity', () => {
  it('tells a watching member about tips, votes, ratings and attendance, with fresh counts and their own viewer fields', async () => {
    const before = await counts(gateway, experience);
    const events = watch(socketClient(gateway, { authorization: watcher.headers.authorization }), ACTIVITY, {
      id: experience,
    });
    await settle();

    const tip = await postTip(gateway, experience, actor, 'Book the sunset slot');
    const added = (await events.next()).data.reviewableActivity;
    expect(added).toMatchObject({
      kind: 'TIP_ADDED',
      deletedId: null,
      tip: null,
      subject: { id: experience, tipCount: before.tipCount + 1 },
      tipEdge: {
        node: { id: tip.id, text: 'Book the sunset slot', viewerIsAuthor: false, author: { rawId: actor.rawId } },
      },
    });

    data(await gateway.graphql(VOTE('vote'), { input: { targetId: tip.id } }, actor.headers));
    const voted = (await events.next()).data.reviewableActivity;
    // The voter has voted; the watcher, who reads it as themself, has not.
    expect(voted).toMatchObject({
      kind: 'VOTES_CHANGED',
      tip: { id: tip.id, upVoteCount: 1, viewerHasVoted: false },
      tipEdge: null,
    });

    data(await gateway.graphql(RATE, { input: { subjectId: experience, value: 3 } }, actor.headers));
    const rated = (await events.next()).data.reviewableActivity;
    expect(rated).toMatchObject({
      kind: 'RATING_CHANGED',
      subject: { rating: { count: before.rating.count + 1, viewerValue: null } },
    });

    const attending = data(
      await gateway.graphql(ATTEND, { input: { happeningId: experience, status: 'GOING' } }, actor.headers),
    ).attend.happening;
    const attended = (await events.next()).data.reviewableActivity;
    expect(attended).toMatchObject({
      kind: 'ATTENDANCE_CHANGED',
      subject: {
        attendanceCount: attending.attendanceCount,
        wantToGoCount: attending.wantToGoCount,
        viewerAttendance: null,
      },
    });

    const interested = data(
      await gateway.graphql(ATTEND, { input: { happeningId: experience, status: 'WANT_TO_GO' } }, actor.headers),
    ).attend.happening;
    expect(interested.wantToGoCount).toBe(attending.wantToGoCount + 1);
    expect((await events.next()).data.reviewableActivity).toMatchObject({
      kind: 'ATTENDANCE_CHANGED',
      subject: { attendanceCount: attending.attendanceCount - 1, wantToGoCount: attending.wantToGoCount + 1 },
    });

    data(await gateway.graphql(DELETE_TIP, { input: { tipId: tip.id } }, actor.headers));
    const deleted = (await events.next()).data.reviewableActivity;
    expect(deleted).toMatchObject({
      kind: 'TIP_DELETED',
      deletedId: tip.id,
      tipEdge: null,
      subject: { tipCount: before.tipCount },
    });
    expect(events.errors).toEqual([]);
  });

  it('serves visitors in their language, only the watched item', async () => {
    const other = await itemId(gateway, 'experiences', 5);
    const events = watch(socketClient(gateway, { acceptLanguage: 'ar' }), ACTIVITY, { id: experience });
    await settle();
    await postTip(gateway, other, actor, 'Elsewhere');
    await postTip(gateway, experience, actor, 'Here');
    const activity = (await events.next()).data.reviewableActivity;
    expect(activity.tipEdge.node.text).toBe('Here');
    expect(activity.subject.name).toMatch(ARABIC);
    expect(activity.subject.rating.viewerValue).toBeNull();
  });

  it('refuses an unknown item, and queries or mutations over the socket', async () => {
    const unknown = watch(socketClient(gateway), ACTIVITY, { id: globalId('Experience', 987654) });
    await expect(unknown.next(3000)).resolves.toMatchObject({
      errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }],
    });

    const query = watch(socketClient(gateway), '{ viewer { locale } }', {});
    await settle();
    expect(query.errors).toEqual([
      [
        expect.objectContaining({
          message: 'Send queries and mutations over HTTP; this socket carries subscriptions.',
        }),
      ],
    ]);
  });
});
