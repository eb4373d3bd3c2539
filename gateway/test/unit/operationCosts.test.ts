// No screen of our own is refused by the cost limit: every operation of the persisted-operations manifest is
// costed by the gateway's own rule (graphql-armor's cost limit with armorConfig's options), once as the document is
// sent and once with its realistic `first`/`last` written in (each variable's default, or the page size the client
// passes when it has none), since the rule only multiplies by literal page sizes.
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { Kind, parse, validate, visit, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { loadPersistedDocuments } from '../../src/graphql/persistedOperations.ts';
import { createSchema } from '../../src/graphql/schema.ts';
import { armorConfig } from '../../src/graphql/yoga.ts';

const { costLimit } = armorConfig();
const schema = createSchema();

/** Page-size variables without a default, with the largest value the client sends them. */
const CLIENT_PAGE_SIZES: Record<string, Record<string, number>> = {
  // 5 per kind on the grouped page, 50 on "see all" (routes/search)
  SearchResultsScreenQuery: { first: 50 },
};

/** The cost the gateway's rule gives `document` (validation fails the test when the rule refuses it). */
function costOf(document: DocumentNode): number {
  let cost = Number.NaN;
  const rule = costLimitRule({
    ...costLimit,
    onAccept: [(_context, { n }) => void (cost = n)],
    onReject: [(_context, error) => void (cost = Number(/found (\d+(\.\d+)?)/.exec(error.message)?.[1] ?? Infinity))],
    propagateOnRejection: false,
  });
  const errors = validate(schema, document, [rule]);
  expect(errors.map((error) => error.message)).toEqual([]);
  return cost;
}

/** `document` with each `first`/`last: $variable` replaced by the variable's realistic value. */
function withRealisticPageSizes(document: DocumentNode, name: string): DocumentNode {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const values = new Map<string, number>();
  for (const definition of operation.variableDefinitions ?? []) {
    const fallback = CLIENT_PAGE_SIZES[name]?.[definition.variable.name.value];
    if (definition.defaultValue?.kind === Kind.INT)
      values.set(definition.variable.name.value, Number(definition.defaultValue.value));
    else if (fallback !== undefined) values.set(definition.variable.name.value, fallback);
  }
  return visit(document, {
    Argument(node) {
      if ((node.name.value !== 'first' && node.name.value !== 'last') || node.value.kind !== Kind.VARIABLE) return;
      const value = values.get(node.value.name.value);
      expect(
        value,
        `${name}: $${node.value.name.value} has no default and no entry in CLIENT_PAGE_SIZES`,
      ).toBeDefined();
      return { ...node, value: { kind: Kind.INT, value: String(value) } };
    },
  });
}

interface Costed {
  name: string;
  sent: number;
  realistic: number;
}

describe('the cost of every persisted operation', () => {
  const costs = (): Costed[] =>
    [...loadPersistedDocuments(loadConfig({}).persistedOperationsFile).values()].map((text) => {
      const document = parse(text);
      const operation = document.definitions.find(
        (d) => d.kind === Kind.OPERATION_DEFINITION,
      ) as OperationDefinitionNode;
      const name = operation.name!.value;
      return { name, sent: costOf(document), realistic: costOf(withRealisticPageSizes(document, name)) };
    });

  it('is under the gateway cost limit, as sent and with realistic page sizes', () => {
    const costed = costs();
    expect(costed.length).toBeGreaterThan(30);
    const top = [...costed].sort((a, b) => b.realistic - a.realistic);
    console.log(
      `operation costs (limit ${costLimit.maxCost}), top 3 of ${costed.length} with realistic page sizes:\n` +
        top
          .slice(0, 3)
          .map((c) => `  ${c.name}: ${c.realistic} (as sent ${c.sent})`)
          .join('\n'),
    );
    const over = costed.filter((c) => c.sent > costLimit.maxCost || c.realistic > costLimit.maxCost);
    expect(over, 'operations over the limit').toEqual([]);
  });
});
