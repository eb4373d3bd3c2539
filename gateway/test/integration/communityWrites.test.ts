// Community mutations against the real rest-api: tips, photos, votes, ratings, attendance and reports, with their
// permissions (visitors, other members) and the counts they change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { png } from '../support/members.ts';
import { codes, globalId } from '../support/queries.ts';
import {
  ATTEND,
  counts,
  data,
  DELETE_PHOTO,
  DELETE_TIP,
  itemId,
  member,
  POST_TIP,
  postTip,
  RATE,
  REPORT,
  UNATTEND,
  UPLOAD_PHOTO,
  VOTE,
  type Member,
} from '../support/community.ts';

const SIGN_IN_REQUIRED = 'You can not proceed without being signed in';

let gateway: TestGateway;
let author: Member;
let other: Member;
let event: string;
let experience: string;

beforeAll(async () => {
  gateway = await startGateway();
  [author, other] = [await member(gateway), await member(gateway)];
  // Items of this file only (see itemId).
  event = await itemId(gateway, 'events', 2);
  experience = await itemId(gateway, 'experiences', 2);
});
afterAll(() => gateway.close());

const errorOf = (response: { body: { errors?: { message: string; extensions?: { code?: string } }[] } }) => ({
  code: response.body.errors?.[0]?.extensions?.code,
  message: response.body.errors?.[0]?.message,
});

describe('visitors', () => {
  it('cannot write anything: UNAUTHENTICATED with the sign-in message', async () => {
    const tip = await postTip(gateway, event, author);
    const writes: [string, Record<string, unknown>][] = [
      [POST_TIP, { input: { subjectId: event, text: 'Hello' } }],
      [DELETE_TIP, { input: { tipId: tip.id } }],
      [VOTE('vote'), { input: { targetId: tip.id } }],
      [VOTE('unvote'), { input: { targetId: tip.id } }],
      [RATE, { input: { subjectId: event, value: 5 } }],
      [REPORT, { input: { targetId: tip.id, reason: 'SPAM' } }],
      [ATTEND, { input: { happeningId: event, status: 'GOING' } }],
      [UNATTEND, { input: { happeningId: event } }],
    ];
    for (const [query, variables] of writes) {
      const response = await gateway.graphql(query, variables);
      expect(errorOf(response), query.slice(0, 40)).toEqual({ code: 'UNAUTHENTICATED', message: SIGN_IN_REQUIRED });
    }
    const upload = await gateway.upload(
      UPLOAD_PHOTO,
      { input: { subjectId: event, image: null } },
      { 'input.image': new File([png()], 'a.png', { type: 'image/png' }) },
    );
    expect(errorOf(upload)).toEqual({ code: 'UNAUTHENTICATED', message: SIGN_IN_REQUIRED });
    expect((await counts(gateway, event)).tipCount).toBeGreaterThan(0);
  });

  it('are told in Arabic when their language is Arabic', async () => {
    const response = await gateway.graphql(
      RATE,
      { input: { subjectId: event, value: 5 } },
      { 'accept-language': 'ar' },
    );
    expect(errorOf(response)).toEqual({ code: 'UNAUTHENTICATED', message: 'لا يمكنك المتابعة دون تسجيل الدخول' });
  });
});

describe('tips', () => {
  it('posts a tip: the new edge, the item with one more tip, first in the list for everyone', async () => {
    const before = await counts(gateway, event);
    const text = `The queue moves fast after 8 pm ${Date.now()}`;
    const payload = data(
      await gateway.graphql(POST_TIP, { input: { subjectId: event, text } }, author.headers),
    ).postTip;
    expect(payload.userErrors).toEqual([]);
    expect(payload.tipEdge.node).toMatchObject({
      text,
      upVoteCount: 0,
      viewerHasVoted: false,
      viewerIsAuthor: true,
      author: { rawId: author.rawId },
      subject: { id: event },
    });
    expect(payload.subject.tipCount).toBe(before.tipCount + 1);

    const list = data(
      await gateway.graphql(
        `query ($id: ID!) { node(id: $id) { ... on Event { tips(first: 5) { totalCount edges { node { id text viewerIsAuthor author { rawId email } } } } } } }`,
        { id: event },
        other.headers,
      ),
    );
    expect(list.node.tips.totalCount).toBe(before.tipCount + 1);
    // Another member sees it as someone else's, without the author's private fields.
    expect(list.node.tips.edges[0].node).toEqual({
      id: payload.tipEdge.node.id,
      text,
      viewerIsAuthor: false,
      author: { rawId: author.rawId, email: null },
    });
    // node(id) finds it through its item.
    const node = data(
      await gateway.graphql(`query ($id: ID!) { node(id: $id) { ... on Tip { text author { rawId } } } }`, {
        id: payload.tipEdge.node.id,
      }),
    );
    expect(node.node).toEqual({ text, author: { rawId: author.rawId } });
  });

  it('refuses a blank or too long text and a subject that is not reviewable as userErrors', async () => {
    const post = async (subjectId: string, text: string) =>
      data(await gateway.graphql(POST_TIP, { input: { subjectId, text } }, author.headers)).postTip;
    expect(await post(event, '   ')).toEqual({
      tipEdge: null,
      subject: null,
      userErrors: [{ field: 'text', message: 'This field may not be blank.' }],
    });
    expect((await post(event, 'x'.repeat(1001))).userErrors).toEqual([
      { field: 'text', message: 'Ensure this field has no more than 1000 characters.' },
    ]);
    expect((await post(globalId('City', 1), 'Hello')).userErrors).toEqual([
      { field: 'subjectId', message: expect.any(String) },
    ]);
    const arabic = data(
      await gateway.graphql(
        POST_TIP,
        { input: { subjectId: globalId('City', 1), text: 'x' } },
        { ...author.headers, 'accept-language': 'ar' },
      ),
    ).postTip;
    expect(arabic.userErrors[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it('lets only the author delete a tip; the count drops back', async () => {
    const before = await counts(gateway, experience);
    const tip = await postTip(gateway, experience, author);
    const refused = await gateway.graphql(DELETE_TIP, { input: { tipId: tip.id } }, other.headers);
    expect(codes(refused.body)).toEqual(['FORBIDDEN']);
    expect((await counts(gateway, experience)).tipCount).toBe(before.tipCount + 1);

    const payload = data(await gateway.graphql(DELETE_TIP, { input: { tipId: tip.id } }, author.headers)).deleteTip;
    expect(payload).toMatchObject({
      deletedTipId: tip.id,
      userErrors: [],
      subject: { id: experience, tipCount: before.tipCount },
    });
    expect(codes((await gateway.graphql(DELETE_TIP, { input: { tipId: tip.id } }, author.headers)).body)).toEqual([
      'NOT_FOUND',
    ]);
  });
});

describe('votes', () => {
  it('counts one up-vote per member on a tip; voting again changes nothing; unvote takes it back', async () => {
    const tip = await postTip(gateway, event, author);
    const vote = async (name: 'vote' | 'unvote', who: Member) =>
      data(await gateway.graphql(VOTE(name), { input: { targetId: tip.id } }, who.headers))[name];
    expect(await vote('vote', other)).toEqual({
      tip: { id: tip.id, upVoteCount: 1, viewerHasVoted: true },
      photo: null,
    });
    expect((await vote('vote', other)).tip.upVoteCount).toBe(1);
    expect((await vote('vote', author)).tip).toEqual({ id: tip.id, upVoteCount: 2, viewerHasVoted: true });
    expect((await vote('unvote', other)).tip).toEqual({ id: tip.id, upVoteCount: 1, viewerHasVoted: false });
    const seen = data(
      await gateway.graphql(
        `query ($id: ID!) { node(id: $id) { ... on Tip { upVoteCount viewerHasVoted } } }`,
        { id: tip.id },
        author.headers,
      ),
    );
    expect(seen.node).toEqual({ upVoteCount: 1, viewerHasVoted: true });
  });

  it('refuses a target that is neither a tip nor a photo', async () => {
    expect(codes((await gateway.graphql(VOTE('vote'), { input: { targetId: event } }, other.headers)).body)).toEqual([
      'BAD_USER_INPUT',
    ]);
  });
});

describe('ratings', () => {
  it('keeps one rating per member: rating again replaces it; out of range is a userError of value', async () => {
    const before = await counts(gateway, experience);
    const rate = async (value: number, who: Member) =>
      data(await gateway.graphql(RATE, { input: { subjectId: experience, value } }, who.headers)).rate;
    const first = await rate(4, author);
    expect(first.userErrors).toEqual([]);
    expect(first.subject.rating).toMatchObject({ count: before.rating.count + 1, viewerValue: 4 });
    const again = await rate(5, author);
    expect(again.subject.rating).toMatchObject({ count: before.rating.count + 1, viewerValue: 5 });
    expect(again.subject.rating.average).toBeGreaterThan(0);
    expect((await counts(gateway, experience, other.headers)).rating).toMatchObject({
      count: before.rating.count + 1,
      viewerValue: null,
    });
    expect((await rate(6, author)).userErrors).toEqual([
      { field: 'value', message: expect.stringContaining('less than or equal to 5') },
    ]);
    expect((await rate(0, author)).userErrors).toEqual([
      { field: 'value', message: expect.stringContaining('greater than or equal to 1') },
    ]);
  });
});

describe('attendance', () => {
  it('counts going and want to go apart; switching moves the member, unattend takes it back', async () => {
    const read = async (who: Member) =>
      data(
        await gateway.graphql(
          `query ($id: ID!) { event(id: $id) { attendanceCount wantToGoCount viewerAttendance } }`,
          { id: event },
          who.headers,
        ),
      ).event;
    const before = await read(author);
    expect(before.viewerAttendance).toBeNull();
    const { attendanceCount: going, wantToGoCount: wantToGo } = before;
    const attend = async (status: string) =>
      data(await gateway.graphql(ATTEND, { input: { happeningId: event, status } }, author.headers)).attend.happening;
    expect(await attend('WANT_TO_GO')).toEqual({
      id: event,
      attendanceCount: going,
      wantToGoCount: wantToGo + 1,
      viewerAttendance: 'WANT_TO_GO',
    });
    expect(await attend('GOING')).toEqual({
      id: event,
      attendanceCount: going + 1,
      wantToGoCount: wantToGo,
      viewerAttendance: 'GOING',
    });
    expect(await read(other)).toEqual({ attendanceCount: going + 1, wantToGoCount: wantToGo, viewerAttendance: null });
    const unattend = data(await gateway.graphql(UNATTEND, { input: { happeningId: event } }, author.headers)).unattend
      .happening;
    expect(unattend).toEqual({ id: event, attendanceCount: going, wantToGoCount: wantToGo, viewerAttendance: null });
  });
});

describe('photos', () => {
  it('uploads a photo (multipart), refuses a file that is not an image, and lets only the author delete it', async () => {
    const before = await counts(gateway, event);
    const upload = (file: File, who: Member) =>
      gateway.upload(
        UPLOAD_PHOTO,
        { input: { subjectId: event, image: null, caption: 'Fountain at night' } },
        { 'input.image': file },
        { 'graphql-require-preflight': '1', ...who.headers },
      );
    const payload = data(
      await upload(new File([png(16, 12)], 'fountain.png', { type: 'image/png' }), author),
    ).uploadPhoto;
    expect(payload.userErrors).toEqual([]);
    expect(payload.photoEdge.node).toMatchObject({
      caption: 'Fountain at night',
      viewerIsAuthor: true,
      upVoteCount: 0,
      author: { rawId: author.rawId },
    });
    expect(payload.photoEdge.node.image.url).toMatch(/^\/media\/photos\//);
    expect(payload.subject.photoCount).toBe(before.photoCount + 1);
    const served = await fetch(`${gateway.url}${payload.photoEdge.node.image.url}`);
    expect(served.status).toBe(200);

    const notImage = data(
      await upload(new File(['just words'], 'notes.png', { type: 'image/png' }), author),
    ).uploadPhoto;
    expect(notImage).toEqual({
      photoEdge: null,
      subject: null,
      userErrors: [{ field: 'image', message: 'Upload a valid image: JPEG, PNG or WebP.' }],
    });

    const photoId = payload.photoEdge.node.id;
    const voted = data(await gateway.graphql(VOTE('vote'), { input: { targetId: photoId } }, other.headers)).vote;
    expect(voted).toEqual({ tip: null, photo: { id: photoId, upVoteCount: 1, viewerHasVoted: true } });

    expect(codes((await gateway.graphql(DELETE_PHOTO, { input: { photoId } }, other.headers)).body)).toEqual([
      'FORBIDDEN',
    ]);
    const deleted = data(await gateway.graphql(DELETE_PHOTO, { input: { photoId } }, author.headers)).deletePhoto;
    expect(deleted).toMatchObject({
      deletedPhotoId: photoId,
      userErrors: [],
      subject: { photoCount: before.photoCount },
    });
  });
});

describe('reports', () => {
  it('hides a reported tip from the reporter only', async () => {
    const tip = await postTip(gateway, experience, author);
    const before = await counts(gateway, experience, other.headers);
    const payload = data(
      await gateway.graphql(
        REPORT,
        { input: { targetId: tip.id, reason: 'SPAM', note: 'Advertising' } },
        other.headers,
      ),
    ).report;
    expect(payload).toMatchObject({ hiddenId: tip.id, userErrors: [], subject: { id: experience } });

    const tipIds = async (headers: Record<string, string>) =>
      data(
        await gateway.graphql(
          `query ($id: ID!) { experience(id: $id) { tips(first: 20) { totalCount edges { node { id } } } } }`,
          { id: experience },
          headers,
        ),
      ).experience.tips;
    const reporter = await tipIds(other.headers);
    expect(reporter.edges.map((edge: { node: { id: string } }) => edge.node.id)).not.toContain(tip.id);
    expect(reporter.totalCount).toBe(before.tipCount - 1);
    expect((await tipIds(author.headers)).edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(
      tip.id,
    );
    expect((await tipIds({})).edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(tip.id);
    // The item's count is the list's: one less for the reporter only.
    expect((await counts(gateway, experience, other.headers)).tipCount).toBe(before.tipCount - 1);
    expect(payload.subject.tipCount).toBe(before.tipCount - 1);
  });

  it('refuses a reason of the wrong kind of target as a userError of reason, in the viewer language', async () => {
    const tip = await postTip(gateway, event, author);
    const wrong = data(
      await gateway.graphql(REPORT, { input: { targetId: tip.id, reason: 'CLOSED_PERMANENTLY' } }, other.headers),
    ).report;
    expect(wrong).toEqual({
      hiddenId: null,
      subject: null,
      userErrors: [{ field: 'reason', message: 'This can be reported as spam, offensive, misleading or other.' }],
    });
    const arabic = data(
      await gateway.graphql(
        REPORT,
        { input: { targetId: tip.id, reason: 'DUPLICATE' } },
        { ...other.headers, 'accept-language': 'ar' },
      ),
    ).report;
    expect(arabic.userErrors[0]).toEqual({ field: 'reason', message: expect.stringMatching(/[\u0600-\u06FF]/) });
    const place = data(
      await gateway.graphql(REPORT, { input: { targetId: globalId('Place', 1), reason: 'SPAM' } }, other.headers),
    ).report;
    expect(place.userErrors).toEqual([
      { field: 'reason', message: 'A place can be reported as closed permanently, duplicate or not real.' },
    ]);
  });

  it('reports a member, never oneself', async () => {
    const user = globalId('User', author.rawId);
    expect(
      data(await gateway.graphql(REPORT, { input: { targetId: user, reason: 'OFFENSIVE' } }, other.headers)).report,
    ).toEqual({ hiddenId: null, subject: null, userErrors: [] });
    expect(
      data(await gateway.graphql(REPORT, { input: { targetId: user, reason: 'SPAM' } }, author.headers)).report
        .userErrors,
    ).toEqual([{ field: null, message: 'You cannot report yourself.' }]);
  });
});

describe('places', () => {
  it('take tips and ratings like events, and reports with the reasons of places', async () => {
    const places = data(await gateway.graphql('{ places(first: 3) { edges { node { id } } } }')).places.edges;
    const place = places[2].node.id;
    const before = await counts(gateway, place);
    const tip = await postTip(gateway, place, author, 'Great coffee, slow wifi');
    const rated = data(await gateway.graphql(RATE, { input: { subjectId: place, value: 5 } }, author.headers)).rate;
    expect(rated.subject).toMatchObject({
      id: place,
      tipCount: before.tipCount + 1,
      rating: { count: before.rating.count + 1, viewerValue: 5 },
    });
    const tipNode = data(
      await gateway.graphql(`query ($id: ID!) { node(id: $id) { ... on Tip { subject { __typename id } } } }`, {
        id: tip.id,
      }),
    );
    expect(tipNode.node.subject).toEqual({ __typename: 'Place', id: place });

    const report = data(
      await gateway.graphql(
        REPORT,
        { input: { targetId: place, reason: 'CLOSED_PERMANENTLY', note: 'Shut since the summer' } },
        other.headers,
      ),
    ).report;
    expect(report).toMatchObject({ hiddenId: null, userErrors: [], subject: { id: place } });
  });
});
