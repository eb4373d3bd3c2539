import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { formatDate, formatDateRange, formatTime, riyadhIso } from '../../format/dateTime.ts';
import { formatPrice } from '../../format/price.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useDialogOpening } from '../../ui/useDialogOpening.ts';
import { asHappeningKind, detailPath } from '../happenings/happeningKind.ts';
import { orderMessages } from './orderMessages.ts';
import type { OrderList_viewer$key } from './__generated__/OrderList_viewer.graphql';
import type { OrderList_order$key } from './__generated__/OrderList_order.graphql';

const PAGE_SIZE = 10;

// The QR code library loads when a paid order's details open, not with the profile screen (nor any landing route).
type QrCode = ComponentType<{ value: string; label: string }>;
const loadQrCode = () => import('./OrderQrCode.tsx').then((module): QrCode => module.default);

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: '4px 12px',
    paddingBlock: '8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  main: { display: 'grid', gap: '2px' },
  strong: { fontWeight: tokens.fontWeightSemibold },
  link: { color: tokens.colorBrandForegroundLink },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  terms: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  ticket: { display: 'grid', justifyItems: 'center', gap: '4px', margin: '16px 0 0' },
});

/**
 * One order: its number, item, the item's dates and times as its own page shows them, date bought, tickets, total in
 * SAR and status; Details opens every field and, for a paid order, the ticket: its number as a QR code.
 */
function OrderRow({ order }: { order: OrderList_order$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const { open, mounted, setOpen } = useDialogOpening();
  const [OrderQrCode, setOrderQrCode] = useState<QrCode | null>(null);
  const data = useFragment(
    graphql`
      fragment OrderList_order on Order {
        number
        tickets
        status
        createdAt
        total {
          amount
          currency
        }
        item {
          kind
          slug
          name
          startDate
          endDate
        }
      }
    `,
    order,
  );
  const total =
    formatPrice({ isFree: false, amount: data.total.amount ?? 0, currency: data.total.currency }, locale) ?? '';
  const bought = intl.formatMessage(
    { id: 'orders.boughtAt', defaultMessage: '{date}, {time}' },
    { date: formatDate(data.createdAt, locale), time: formatTime(data.createdAt, locale) },
  );
  const range = data.item ? formatDateRange(data.item.startDate, data.item.endDate, locale) : null;
  const statusMessage = {
    PENDING: orderMessages.PENDING,
    PAID: orderMessages.PAID,
    CANCELLED: orderMessages.CANCELLED,
    REFUNDED: orderMessages.REFUNDED,
  }[data.status as 'PENDING'];
  const status = intl.formatMessage(statusMessage ?? orderMessages.PENDING);
  const item = data.item ? (
    <Link className={styles.link} to={detailPath(asHappeningKind(data.item.kind), data.item.slug)}>
      {data.item.name}
    </Link>
  ) : (
    intl.formatMessage(orderMessages.removed)
  );
  const number = intl.formatMessage(orderMessages.number, { number: data.number });
  return (
    <li className={styles.item}>
      <div className={styles.main}>
        <span className={styles.strong}>{number}</span>
        <span>{item}</span>
        {range ? (
          <span data-testid="order-event-time">
            <time dateTime={range.startIso}>
              {intl.formatMessage(orderMessages.eventLine, { dates: range.dates, times: range.times })}
            </time>
          </span>
        ) : null}
        <span className={styles.meta}>
          <time dateTime={riyadhIso(Date.parse(data.createdAt))}>
            {intl.formatMessage(orderMessages.boughtLine, { when: bought })}
          </time>{' '}
          · {intl.formatMessage(orderMessages.tickets, { count: data.tickets })} · {total} · {status}
        </span>
      </div>
      <Button
        onClick={() => {
          if (data.status === 'PAID' && !OrderQrCode) void loadQrCode().then((code) => setOrderQrCode(() => code));
          setOpen(true);
        }}
        aria-label={intl.formatMessage(orderMessages.details, { number: data.number })}
      >
        {intl.formatMessage({ id: 'orders.showDetails', defaultMessage: 'Details' })}
      </Button>
      {mounted ? (
        <Dialog open={open} onOpenChange={(_, { open: next }) => setOpen(next)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{number}</DialogTitle>
              <DialogContent>
                <dl className={styles.terms}>
                  <dt className={styles.term}>{intl.formatMessage(orderMessages.item)}</dt>
                  <dd className={styles.value}>{item}</dd>
                  {range ? (
                    <>
                      <dt className={styles.term}>{intl.formatMessage(orderMessages.dates)}</dt>
                      <dd className={styles.value}>{range.dates}</dd>
                      <dt className={styles.term}>{intl.formatMessage(orderMessages.time)}</dt>
                      <dd className={styles.value}>{range.times}</dd>
                    </>
                  ) : null}
                  <dt className={styles.term}>{intl.formatMessage(orderMessages.bought)}</dt>
                  <dd className={styles.value}>{bought}</dd>
                  <dt className={styles.term}>{intl.formatMessage(orderMessages.ticketsLabel)}</dt>
                  <dd className={styles.value}>{intl.formatMessage(orderMessages.tickets, { count: data.tickets })}</dd>
                  <dt className={styles.term}>{intl.formatMessage(orderMessages.total)}</dt>
                  <dd className={styles.value}>{total}</dd>
                  <dt className={styles.term}>{intl.formatMessage(orderMessages.status)}</dt>
                  <dd className={styles.value}>{status}</dd>
                </dl>
                {data.status === 'PAID' ? (
                  <figure className={styles.ticket}>
                    {OrderQrCode ? (
                      <OrderQrCode
                        value={data.number}
                        label={intl.formatMessage(orderMessages.qrCode, { number: data.number })}
                      />
                    ) : null}
                    <figcaption>{intl.formatMessage(orderMessages.ticket)}</figcaption>
                  </figure>
                ) : null}
              </DialogContent>
              <DialogActions>
                <Button appearance="primary" onClick={() => setOpen(false)}>
                  {intl.formatMessage(orderMessages.close)}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </li>
  );
}

/** The member's ticket orders, newest first, a page at a time (the REST pages start at 1). */
export function OrderList({ viewer }: { viewer: OrderList_viewer$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment OrderList_viewer on Viewer
      @refetchable(queryName: "OrderListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        orders(first: $first, after: $after) @connection(key: "OrderList_orders") {
          totalCount
          edges {
            node {
              id
              ...OrderList_order
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.orders?.edges ?? [];
  if (edges.length === 0) {
    return (
      <p className={styles.empty}>
        {intl.formatMessage(orderMessages.none)}{' '}
        <Link className={styles.link} to="/events">
          {intl.formatMessage(orderMessages.browseEvents)}
        </Link>
      </p>
    );
  }
  return (
    <>
      <p className={styles.meta}>
        {intl.formatMessage(orderMessages.count, { count: data.orders?.totalCount ?? edges.length })}
      </p>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <OrderRow key={node.id} order={node} />
        ))}
      </ul>
      {hasNext ? (
        <div>
          <Button disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
            {intl.formatMessage({ id: 'list.loadMore', defaultMessage: 'Load more' })}
          </Button>
        </div>
      ) : null}
    </>
  );
}
