import { defineMessage, defineMessages } from 'react-intl';

/** The words of My orders (docs/favourites.md#my-orders). */
const orderMessagesPlain = defineMessages({
  none: { id: 'orders.none', defaultMessage: 'You have no orders yet.' },
  browseEvents: { id: 'orders.browseEvents', defaultMessage: 'Find events' },
  item: { id: 'orders.item', defaultMessage: 'Event or experience' },
  bought: { id: 'orders.bought', defaultMessage: 'Bought' },
  ticketsLabel: { id: 'orders.ticketsLabel', defaultMessage: 'Tickets' },
  total: { id: 'orders.total', defaultMessage: 'Total' },
  status: { id: 'orders.status', defaultMessage: 'Status' },
  PENDING: { id: 'orders.pending', defaultMessage: 'Pending' },
  PAID: { id: 'orders.paid', defaultMessage: 'Paid' },
  CANCELLED: { id: 'orders.cancelled', defaultMessage: 'Cancelled' },
  REFUNDED: { id: 'orders.refunded', defaultMessage: 'Refunded' },
  close: { id: 'orders.close', defaultMessage: 'Close' },
  removed: { id: 'orders.removed', defaultMessage: 'No longer listed' },
  dates: { id: 'orders.dates', defaultMessage: 'Dates' },
  time: { id: 'orders.time', defaultMessage: 'Time' },
  ticket: { id: 'orders.ticket', defaultMessage: 'Ticket' },
});

export const orderMessages = {
  ...orderMessagesPlain,
  count: defineMessage<{ count: number }>({
    id: 'orders.count',
    defaultMessage: '{count, plural, one {# order} other {# orders}}',
  }),
  number: defineMessage<{ number: string }>({ id: 'orders.number', defaultMessage: 'Order {number}' }),
  details: defineMessage<{ number: string }>({ id: 'orders.details', defaultMessage: 'Details of order {number}' }),
  boughtLine: defineMessage<{ when: string }>({ id: 'orders.boughtLine', defaultMessage: 'Bought {when}' }),
  eventLine: defineMessage<{ dates: string; times: string }>({
    id: 'orders.eventLine',
    defaultMessage: 'On {dates}, {times}',
  }),
  qrCode: defineMessage<{ number: string }>({
    id: 'orders.qrCode',
    defaultMessage: 'QR code of order {number}, to show at the door',
  }),
  tickets: defineMessage<{ count: number }>({
    id: 'orders.tickets',
    defaultMessage: '{count, plural, one {# ticket} other {# tickets}}',
  }),
};
