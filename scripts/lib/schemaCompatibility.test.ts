import { describe, expect, it } from 'vitest';
import { documentIdOf } from './persistedOperations.ts';
import { checkSchema } from './schemaCompatibility.ts';

const RELEASED = /* GraphQL */ `
  interface Node {
    id: ID!
  }
  type Query {
    node(id: ID!): Node
    event(id: ID!): Event
    events(city: String, near: String @deprecated(reason: "Use city.")): [Event!]!
    legacyFeed: Feed @deprecated(reason: "Use events.")
  }
  type Event implements Node {
    id: ID!
    title: String!
    subtitle: String @deprecated(reason: "Use title.")
    kind: Kind!
  }
  type Feed {
    items: [Event!]!
  }
  type Venue implements Node {
    id: ID!
    name: String!
  }
  enum Kind {
    CONCERT
    FAIR @deprecated(reason: "Fairs are events now.")
  }
`;

const manifestOf = (...texts: string[]) => Object.fromEntries(texts.map((text) => [documentIdOf(text), text]));
const check = (schema: string, ...operations: string[]) =>
  checkSchema({ schema, released: RELEASED, manifest: manifestOf(...operations) });

describe('the schema check', () => {
  it('passes the released schema itself and the operations that use it', async () => {
    expect(await check(RELEASED, 'query EventTitle($id: ID!) { event(id: $id) { title kind } }')).toEqual({
      problems: [],
      notes: [],
    });
  });

  it('passes an added field, argument and type', async () => {
    const grown = RELEASED.replace('title: String!', 'title: String!\n    startsAt: String')
      .replace('events(city: String,', 'events(city: String, free: Boolean,')
      .concat('\n  type Organizer { name: String! }\n');
    expect((await check(grown)).problems).toEqual([]);
  });

  it('fails a field removed without deprecation, naming it', async () => {
    const { problems } = await check(RELEASED.replace('title: String!', ''));
    expect(problems).toEqual([expect.stringMatching(/^breaking change FIELD_REMOVED at Event\.title: /)]);
  });

  it('passes a field, argument and enum value removed after their deprecation', async () => {
    const trimmed = RELEASED.replace(/\n\s*subtitle: String @deprecated\(reason: "Use title."\)/, '')
      .replace(', near: String @deprecated(reason: "Use city.")', '')
      .replace(/\n\s*FAIR @deprecated\(reason: "Fairs are events now."\)/, '');
    const { problems, notes } = await check(trimmed);
    expect(problems).toEqual([]);
    // Still said, so a reviewer sees what went.
    expect(notes).toHaveLength(3);
  });

  it('passes a type removed with the deprecated field that was its only use', async () => {
    const trimmed = RELEASED.replace(/\n\s*legacyFeed: Feed @deprecated\(reason: "Use events."\)/, '').replace(
      /type Feed \{[^}]*\}/,
      '',
    );
    expect((await check(trimmed)).problems).toEqual([]);
  });

  it('fails an argument and an enum value removed without deprecation', async () => {
    const { problems } = await check(RELEASED.replace('city: String, ', '').replace(/\n\s*CONCERT/, ''));
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'breaking change FIELD_ARGUMENT_REMOVED at Query.events.city',
      'breaking change ENUM_VALUE_REMOVED at Kind.CONCERT',
    ]);
  });

  it('fails a type reachable only through an interface removed before its fields were deprecated', async () => {
    const withoutVenue = (schema: string) => schema.replace(/type Venue implements Node \{[^}]*\}/, '');
    const { problems } = await check(withoutVenue(RELEASED));
    expect(problems).toEqual([expect.stringMatching(/^breaking change TYPE_REMOVED at Venue: /)]);
    // Once every field of it was deprecated in a release, it may go.
    const deprecatedVenue = RELEASED.replace('name: String!\n', 'name: String! @deprecated(reason: "Venues go.")\n');
    expect(
      (await checkSchema({ schema: withoutVenue(RELEASED), released: deprecatedVenue, manifest: {} })).problems,
    ).toEqual([]);
  });

  it('fails a type change of a field even when nothing uses it', async () => {
    const { problems } = await check(RELEASED.replace('title: String!', 'title: Int!'));
    expect(problems).toEqual([expect.stringMatching(/^breaking change FIELD_TYPE_CHANGED at Event\.title/)]);
  });

  it('fails a persisted operation that uses a removed field, even a deprecated one, with the reason', async () => {
    const operation = 'query OldSubtitle($id: ID!) {\n  event(id: $id) {\n    subtitle\n  }\n}\n';
    const trimmed = RELEASED.replace(/\n\s*subtitle: String @deprecated\(reason: "Use title."\)/, '');
    const { problems } = await check(trimmed, operation);
    expect(problems).toEqual([
      `persisted operation OldSubtitle (${documentIdOf(operation).slice(0, 12)}…) breaks: ` +
        'Cannot query field "subtitle" on type "Event". Did you mean "title"? (line 3)',
    ]);
  });

  it('fails a persisted document that no longer parses', async () => {
    const { problems } = await check(RELEASED, 'query Broken { event(id: "1") { title }');
    expect(problems).toEqual([expect.stringMatching(/^persisted operation Broken .* breaks: Syntax Error/)]);
  });
});
