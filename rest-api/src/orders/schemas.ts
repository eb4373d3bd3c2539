// The order object of the contract.
import { Type, type Static } from '@sinclair/typebox';
import { KindEnum } from '../happenings/kind.ts';
import { DateTime, StringEnum } from '../http/typebox.ts';

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const;

export const Order = Type.Object(
  {
    id: Type.Integer(),
    number: Type.String({ description: 'the order code printed on the tickets' }),
    entity_type: KindEnum({ description: 'what the tickets are for' }),
    entity_id: Type.Integer({ description: 'the event or experience' }),
    tickets: Type.Integer({ minimum: 1 }),
    total: Type.Number({ description: 'SAR, two decimals' }),
    currency: StringEnum(['SAR'] as const),
    status: StringEnum(ORDER_STATUSES),
    created_at: DateTime({ description: 'when it was bought' }),
  },
  { description: "A member's ticket order." },
);
export type Order = Static<typeof Order>;
export const orderSchemas = { Order };
