import { Button } from '@fluentui/react-components';
import { TicketDiagonal20Regular } from '@fluentui/react-icons';
import { FormattedMessage } from '../../../i18n/intl/index.ts';
import { useRecordStatsMutation } from './useRecordStatsMutation.ts';

/** Opens the ticket site in a new tab and records the BUY_TICKETS statistic on the way (fire and forget). */
export function BuyTicketsLink({ itemId, ticketUrl }: { itemId: string; ticketUrl: string }) {
  const recordStats = useRecordStatsMutation();
  return (
    <Button
      as="a"
      href={ticketUrl}
      target="_blank"
      rel="noopener noreferrer"
      appearance="primary"
      size="large"
      icon={<TicketDiagonal20Regular />}
      onClick={() => recordStats(itemId, 'BUY_TICKETS')}
    >
      <FormattedMessage id="detail.buyTickets" defaultMessage="Buy tickets" />
    </Button>
  );
}
