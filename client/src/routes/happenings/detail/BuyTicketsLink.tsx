import { useRelayEnvironment } from 'react-relay/hooks';
import { FormattedMessage } from 'react-intl';
import { buttonClasses } from '../../../styles/buttonClasses.ts';
import { TicketDiagonal20Regular } from './happeningIcons.tsx';

/** Opens the ticket site in a new tab and records the BUY_TICKETS statistic on the way (fire and forget). */
export function BuyTicketsLink({ itemId, ticketUrl }: { itemId: string; ticketUrl: string }) {
  const environment = useRelayEnvironment();
  return (
    <a
      href={ticketUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ appearance: 'primary', size: 'large' })}
      onClick={() =>
        void import('../../detailParts.ts')
          .then((parts) => parts.recordStats())
          .then(({ recordStats }) => recordStats(environment, itemId, 'BUY_TICKETS'))
      }
    >
      <TicketDiagonal20Regular />
      <FormattedMessage id="detail.buyTickets" defaultMessage="Buy tickets" />
    </a>
  );
}
