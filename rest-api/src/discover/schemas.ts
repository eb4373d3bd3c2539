// The discover objects of the contract.
import { Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../http/typebox.ts';
import { DISCOVER_ITEM_TYPES } from './queries.ts';

export const DiscoverItem = Type.Object(
  {
    item_type: StringEnum(DISCOVER_ITEM_TYPES),
    item_id: Type.Integer(),
    city_id: Type.Integer(),
    distance_km: Nullable(Type.Number({ description: 'km from the position (home list); null in the city list' })),
  },
  { description: 'One item of a discover list: which item, of which kind.' },
);

export const discoverSchemas = { DiscoverItem };
