// The contract's object shapes, declared with TypeBox by their domains. Each is registered once with Fastify (by $id)
// and referenced from routes with `ref(...)`; the OpenAPI document lists them under components.schemas.
import { Type } from '@sinclair/typebox';
import { articleSchemas } from '../articles/schemas.ts';
import { communitySchemas } from '../community/schemas.ts';
import { curatedListSchemas } from '../curatedLists/schemas.ts';
import { discoverSchemas } from '../discover/schemas.ts';
import { happeningSchemas } from '../happenings/schemas.ts';
import { homeSchemas } from '../home/schemas.ts';
import { infoSchemas } from '../info/schemas.ts';
import { memberSchemas } from '../members/schemas.ts';
import { placeSchemas } from '../places/schemas.ts';
import { favouriteSchemas } from '../favourites/schemas.ts';
import { orderSchemas } from '../orders/schemas.ts';
import { referenceSchemas } from '../reference/schemas.ts';
import { socialSchemas } from '../social/schemas.ts';
import { messageKeys } from './messages.ts';
import { AnyObject, refTo, StringEnum } from './typebox.ts';

export const Detail = Type.Object(
  { detail: Type.String(), code: StringEnum(messageKeys, { description: 'stable; the gateway words it' }) },
  { description: 'One message (401, 403, 404, 500 errors, and a few notices): its English text and its code.' },
);

export const FieldErrors = AnyObject({
  description:
    'DRF-style validation errors: {"field": ["message"]}, nested for nested fields; non_field_errors for the body as a ' +
    'whole; `code` ("invalid") for the whole error and `codes`, the same tree with {"code": ..., ...parameters} for ' +
    'each message.',
});

export const componentSchemas = {
  ...referenceSchemas,
  ...happeningSchemas,
  ...homeSchemas,
  ...memberSchemas,
  Detail,
  FieldErrors,
  ...communitySchemas,
  ...placeSchemas,
  ...favouriteSchemas,
  ...orderSchemas,
  ...socialSchemas,
  ...infoSchemas,
  ...articleSchemas,
  ...curatedListSchemas,
  ...discoverSchemas,
};

export type SchemaName = keyof typeof componentSchemas;

export const ref = <N extends SchemaName>(name: N) => refTo<(typeof componentSchemas)[N]>(name);

export const errorResponses = {
  400: ref('FieldErrors'),
  401: ref('Detail'),
  404: ref('Detail'),
  500: ref('Detail'),
};
