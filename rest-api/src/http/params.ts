// Query-string and path building blocks shared by the routes: their schemas and the parsing that goes with them.
import { Type } from '@sinclair/typebox';

export const idList = (options: object = {}) =>
  Type.String({ format: 'id-list', description: 'Comma-separated ids, e.g. 1,2,3', ...options });

/** Ajv format for `idList`: whole numbers separated by commas (the formats object is given to Fastify's Ajv). */
export const customFormats = { 'id-list': /^\d{1,9}(,\d{1,9})*$/, 'random-seed': /^[A-Za-z0-9-]{1,64}$/ };

export function parseIds(value: string | undefined): number[] | undefined {
  return value === undefined || value === '' ? undefined : value.split(',').map(Number);
}

export const booleanFlag = (description = '`true` or `false`') => Type.Boolean({ description });
export const searchText = (options: object = {}) => Type.String({ maxLength: 200, ...options });

/** Path parameters of the single-object routes (`/cities/{id}/`, ...). */
export const idParams = Type.Object({ id: Type.Integer() });

/** Path parameters of the routes that take an id or a slug. */
export const idOrSlugParams = Type.Object({ idOrSlug: Type.String({ maxLength: 200 }) });
