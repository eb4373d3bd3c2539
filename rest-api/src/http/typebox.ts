// TypeBox building blocks for the contract's shapes: one declaration gives a route's TypeScript types, the JSON
// schema Fastify's Ajv validates with, and its OpenAPI entry. The schemas stay within OpenAPI 3.0 (nullable: true,
// enum), which Ajv and fast-json-stringify also read, so that 3.0-only tools such as GraphQL Mesh can read the document.
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteContext } from './context.ts';

/** A route plugin whose handlers are typed from their TypeBox schemas. */
export type Routes<Extra = object> = FastifyPluginAsyncTypebox<RouteContext & Extra>;

/** `{ type: T, nullable: true }` (OpenAPI 3.0), not `type: [T, 'null']` nor anyOf with `type: 'null'`. */
export const Nullable = <T extends TSchema>(schema: T): TUnsafe<Static<T> | null> => {
  const { enum: values, ...rest } = schema as TSchema & { enum?: unknown[] };
  return Type.Unsafe<Static<T> | null>({ ...rest, nullable: true, ...(values ? { enum: [...values, null] } : {}) });
};

/**
 * A nullable request field, written the JSON Schema way (`type: [T, 'null']`) for Ajv, so that a value of the wrong
 * type keeps its error answer (errors.ts words a `type` error by the one type it names); the OpenAPI document shows it
 * as `nullable: true` (openapi.ts).
 */
export const NullableInput = <T extends TSchema>(schema: T): TUnsafe<Static<T> | null> =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [(schema as unknown as { type: string }).type, 'null'] });

/** A string enum as `{ type: 'string', enum }` (TypeBox's literal unions would be anyOf/const). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: object = {}): TUnsafe<T[number]> =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/**
 * A query parameter with a default: optional for the client (not in `required`), always there for the handler, since
 * Ajv fills in the default before the handler runs.
 */
export const Defaulted = <T extends TSchema>(schema: T): T => Type.Optional(schema) as unknown as T;

/** `{base}_en` and `{base}_ar` strings. */
export const bilingual = <const B extends string>(base: B) =>
  ({ [`${base}_en`]: Type.String(), [`${base}_ar`]: Type.String() }) as Record<
    `${B}_en` | `${B}_ar`,
    ReturnType<typeof Type.String>
  >;

export const DateTime = (options: object = {}) => Type.String({ format: 'date-time', ...options });
export const Uri = (options: object = {}) => Type.String({ format: 'uri', ...options });

/** Fastify's reference to a shared schema registered by `$id`, typed as the schema it points to. */
export const refTo = <T extends TSchema>(name: string) => Type.Unsafe<Static<T>>({ $ref: `${name}#` });

/** The Fastify instance a `Routes` plugin is given, for helpers that register routes on it. */
export type TypedApp = Parameters<Routes>[0];

/** An object with any properties (`additionalProperties: true`, no `properties`). */
export const AnyObject = (options: object = {}) =>
  Type.Unsafe<Record<string, unknown>>({ type: 'object', ...options, additionalProperties: true });
