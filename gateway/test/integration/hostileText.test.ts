// Text the service cannot store (docs/messages.md#text-that-cannot-be-stored): refused as BAD_USER_INPUT naming the
// variable, in the viewer's language, before any upstream call; members' text loses its stray bidi controls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, itemId, member, POST_TIP, type Member } from '../support/community.ts';
import { startGateway, type TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
let author: Member;
let event: string;

beforeAll(async () => {
  gateway = await startGateway();
  author = await member(gateway);
  event = await itemId(gateway, 'events', 4);
});
afterAll(() => gateway.close());

const SEARCH = `query ($text: String!) { search(text: $text) { totalCount } }`;

describe('text that cannot be stored', () => {
  it('a null character in the search text: BAD_USER_INPUT naming the variable, in English and Arabic', async () => {
    const english = await gateway.graphql(SEARCH, { text: 'caf\u0000e' });
    expect(english.status).toBe(200);
    expect(english.body.errors).toEqual([
      {
        message: 'This text has characters that cannot be stored (a null character or broken Unicode).',
        extensions: { code: 'BAD_USER_INPUT', field: 'text' },
      },
    ]);
    expect(english.calls).toEqual([]);
    const arabic = await gateway.graphql(SEARCH, { text: '\u0000' }, { 'accept-language': 'ar' });
    expect(arabic.body.errors?.[0]).toMatchObject({
      message: 'يحتوي هذا النص على رموز لا يمكن حفظها (رمز فارغ أو ترميز Unicode تالف).',
      extensions: { code: 'BAD_USER_INPUT', field: 'text' },
    });
  });

  it('a lone surrogate in a mutation input names the field path; a literal in the document is checked too', async () => {
    const lone = await gateway.graphql(POST_TIP, { input: { subjectId: event, text: 'ok \ud83d' } }, author.headers);
    expect(lone.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'input.text' });
    expect(lone.calls).toEqual([]);
    const literal = await gateway.graphql('{ search(text: "a\\u0000b") { totalCount } }');
    expect(literal.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'text' });
  });

  it('a tip with a right-to-left override is stored and shown without it', async () => {
    const posted = data(
      await gateway.graphql(POST_TIP, { input: { subjectId: event, text: 'good \u202Etxt.exe' } }, author.headers),
    ).postTip;
    expect(posted.userErrors).toEqual([]);
    expect(posted.tipEdge.node.text).toBe('good txt.exe');
  });
});
