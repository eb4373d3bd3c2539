// Helpers of the community tests: members, an item of their own to write on, and the mutations' documents.
import { expect } from 'vitest';
import type { Fields, GraphQLResponse, TestGateway } from './gateway.ts';
import { bearer, signUp } from './members.ts';

export interface Member {
  rawId: number;
  headers: Record<string, string>;
}

export async function member(gateway: TestGateway): Promise<Member> {
  const session = await signUp(gateway);
  return { rawId: session.rawId, headers: bearer(session.accessToken) };
}

/**
 * The global id of the `index`-th event or experience of every city: test files run in parallel against one rest-api,
 * so each file writes on items of its own and counts compare before and after.
 */
export async function itemId(gateway: TestGateway, kind: 'events' | 'experiences', index: number): Promise<string> {
  const response = await gateway.graphql(
    `{ ${kind}(first: ${index + 1}, filter: { cityIds: [] }) { edges { node { id } } } }`,
  );
  const id = response.body.data?.[kind].edges[index]?.node.id;
  expect(id, `${kind} #${index}`).toBeTypeOf('string');
  return id;
}

export const TIP_FIELDS =
  'id rawId text upVoteCount viewerHasVoted viewerIsAuthor createdAt author { rawId fullName email }';
export const PHOTO_FIELDS =
  'id rawId caption upVoteCount viewerHasVoted viewerIsAuthor image { url thumbnail } author { rawId }';
export const COUNTS = 'id tipCount photoCount rating { average count viewerValue }';

export const POST_TIP = `mutation ($input: PostTipInput!) { postTip(input: $input) {
  tipEdge { cursor node { ${TIP_FIELDS} subject { id } } } subject { ${COUNTS} } userErrors { field message } } }`;
export const DELETE_TIP = `mutation ($input: DeleteTipInput!) { deleteTip(input: $input) { deletedTipId subject { ${COUNTS} } userErrors { field message } } }`;
export const UPLOAD_PHOTO = `mutation ($input: UploadPhotoInput!) { uploadPhoto(input: $input) {
  photoEdge { node { ${PHOTO_FIELDS} } } subject { ${COUNTS} } userErrors { field message } } }`;
export const DELETE_PHOTO = `mutation ($input: DeletePhotoInput!) { deletePhoto(input: $input) { deletedPhotoId subject { ${COUNTS} } userErrors { field message } } }`;
export const VOTE = (name: 'vote' | 'unvote') =>
  `mutation ($input: VoteInput!) { ${name}(input: $input) { tip { id upVoteCount viewerHasVoted } photo { id upVoteCount viewerHasVoted } } }`;
export const RATE = `mutation ($input: RateInput!) { rate(input: $input) { subject { ${COUNTS} } userErrors { field message } } }`;
export const REPORT = `mutation ($input: ReportInput!) { report(input: $input) { hiddenId subject { ${COUNTS} } userErrors { field message } } }`;
export const ATTEND = `mutation ($input: AttendInput!) { attend(input: $input) { happening { id attendanceCount wantToGoCount viewerAttendance } } }`;
export const UNATTEND = `mutation ($input: UnattendInput!) { unattend(input: $input) { happening { id attendanceCount wantToGoCount viewerAttendance } } }`;

/** The data of a response that must have no errors. */
export function data<T = Fields>(response: GraphQLResponse): T {
  expect(response.body.errors).toBeUndefined();
  return response.body.data as T;
}

export async function counts(gateway: TestGateway, id: string, headers: Record<string, string> = {}) {
  return data(
    await gateway.graphql(`query ($id: ID!) { node(id: $id) { ... on Reviewable { ${COUNTS} } } }`, { id }, headers),
  ).node;
}

export async function postTip(gateway: TestGateway, subjectId: string, author: Member, text = `A tip ${Date.now()}`) {
  const payload = data(await gateway.graphql(POST_TIP, { input: { subjectId, text } }, author.headers)).postTip;
  expect(payload.userErrors).toEqual([]);
  return payload.tipEdge.node as { id: string; rawId: number; text: string };
}
