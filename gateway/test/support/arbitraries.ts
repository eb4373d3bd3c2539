// fast-check arbitraries of a GraphQL operation's variables, derived from its variable definitions and the schema's
// input types: well-typed values, and for every text (String, ID, URL, DateTime) hostile strings as well.
import fc from 'fast-check';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** Strings people and attackers send: what a database cannot store, bidi tricks, markup, SQL, very long text. */
export const hostileStrings: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'caf\u0000e',
    '\ud800',
    'x\udc00y',
    'good \u202Etxt.exe',
    '\u2067مرحبا',
    "' OR '1'='1' --",
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '%00%ff',
    '../../etc/passwd',
    '\\',
    '',
    ' ',
  ),
  fc.constantFrom('x'.repeat(10_000), 'مرحبا '.repeat(1_700)),
  // Any UTF-16 code units, lone surrogates and control characters included.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);

const INT32 = 2 ** 31 - 1;

export interface ArbitraryOptions {
  /** Real global ids to mix in, so ids reach the resolvers' deeper paths too. */
  ids: string[];
}

function scalar(name: string, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return fc.oneof(fc.integer({ min: -INT32 - 1, max: INT32 }), fc.constantFrom(0, 1, -1, 100, INT32));
    case 'Float':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, 24.7, 46.7, -91, 181));
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return options.ids.length ? fc.oneof(fc.constantFrom(...options.ids), hostileStrings) : hostileStrings;
    case 'DateTime':
      return fc.oneof(
        fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('2100-01-01') }).map((d) => d.toISOString()),
        hostileStrings,
      );
    case 'URL':
      return fc.oneof(fc.webUrl(), hostileStrings);
    case 'File':
      // Files come as multipart parts, not JSON: a JSON request can only leave them out.
      return fc.constant(null);
    default:
      return hostileStrings;
  }
}

/** Values of `type`; a nullable type also gives null, an input object's optional fields may be left out. */
export function arbitraryOf(type: GraphQLInputType, options: ArbitraryOptions, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, options, depth);
  return fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: valueOf(type, options, depth) });
}

function valueOf(type: GraphQLInputType, options: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, options, depth);
  if (isListType(type)) return fc.array(arbitraryOf(type.ofType, options, depth + 1), { maxLength: depth > 2 ? 0 : 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isScalarType(type)) return scalar(type.name, options);
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(fields.map((field) => [field.name, arbitraryOf(field.type, options, depth + 1)]));
    const requiredKeys = fields.filter((field) => isNonNullType(field.type)).map((field) => field.name);
    return fc.record(model, { requiredKeys });
  }
  return fc.constant(null);
}

/** The variables of an operation: required ones always, optional ones sometimes. */
export function variablesOf(
  operation: OperationDefinitionNode,
  schema: GraphQLSchema,
  options: ArbitraryOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const definitions = operation.variableDefinitions ?? [];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const definition of definitions) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`unknown type of $${definition.variable.name.value}`);
    const name = definition.variable.name.value;
    model[name] = arbitraryOf(type, options);
    if (isNonNullType(type) && !definition.defaultValue) requiredKeys.push(name);
  }
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}
