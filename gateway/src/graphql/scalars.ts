// DateTime (ISO-8601 UTC), URL and File (uploads) scalars. Plain objects rather than GraphQLScalarType instances, so that graphql-tools
// keeps the descriptions written in schema.graphql.
import { GraphQLError, Kind } from 'graphql';

function toIsoDateTime(value: unknown): string {
  const date =
    value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime()))
    throw new GraphQLError(`DateTime cannot represent ${JSON.stringify(value)}`);
  return date.toISOString();
}

function toUrl(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new GraphQLError(`URL cannot represent ${JSON.stringify(value)}`);
  return value;
}

const literal = (convert: (value: unknown) => string) => (ast: { kind: string; value?: unknown }) => {
  if (ast.kind !== Kind.STRING) throw new GraphQLError('Expected a string literal');
  return convert(ast.value);
};

export const DateTime = { serialize: toIsoDateTime, parseValue: toIsoDateTime, parseLiteral: literal(toIsoDateTime) };

export const URL = { serialize: toUrl, parseValue: toUrl, parseLiteral: literal(toUrl) };

const isFile = (value: unknown): value is File =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as File).arrayBuffer === 'function' &&
  typeof (value as File).name === 'string';

function toFile(value: unknown): File {
  if (!isFile(value))
    throw new GraphQLError(
      'File must be sent as a file of a multipart request (GraphQL multipart request specification)',
    );
  return value;
}

/** Input only: Yoga puts the uploaded files of a multipart request in the variables. */
export const File = {
  serialize: () => {
    throw new GraphQLError('File is an input-only scalar');
  },
  parseValue: toFile,
  parseLiteral: () => {
    throw new GraphQLError('File must be sent as a variable of a multipart request');
  },
};
