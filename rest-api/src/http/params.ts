// Query-string building blocks shared by the routes: their JSON schemas and the parsing that goes with them.
export const idList = { type: 'string', format: 'id-list', description: 'Comma-separated ids, e.g. 1,2,3' } as const;

/** Ajv format for `idList`: whole numbers separated by commas (the formats object is given to Fastify's Ajv). */
export const customFormats = { 'id-list': /^\d{1,9}(,\d{1,9})*$/ };

export function parseIds(value: string | undefined): number[] | undefined {
  return value === undefined || value === '' ? undefined : value.split(',').map(Number);
}

export const booleanFlag = { type: 'boolean', description: '`true` or `false`' } as const;
export const searchText = { type: 'string', maxLength: 200 } as const;

/** Path parameters of the single-object routes (`/cities/{id}/`, ...). */
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } as const;
