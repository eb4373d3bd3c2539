import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatClock, weekdayName, type WeekdayName } from '../../format/dateTime.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { placeMessages } from './placeMessages.ts';
import styles from './OpeningStatusBadge.module.css';
import type { OpeningStatusBadge_place$key } from './__generated__/OpeningStatusBadge_place.graphql';

/** Open or closed now (computed by the server in Riyadh time), with when it closes or next opens; 'N/A' without hours. */
export function OpeningStatusBadge({
  place,
  detailed = false,
}: {
  place: OpeningStatusBadge_place$key;
  detailed?: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { openingStatus: status } = useFragment(
    graphql`
      fragment OpeningStatusBadge_place on Place {
        openingStatus {
          state
          closesAt
          opensOn
          opensAt
        }
      }
    `,
    place,
  );
  let text: string;
  if (status.state === 'OPEN') {
    text =
      detailed && status.closesAt
        ? intl.formatMessage(
            { id: 'places.closesAt', defaultMessage: 'Open now · closes {time}' },
            { time: formatClock(status.closesAt, locale) },
          )
        : intl.formatMessage(placeMessages.open);
  } else if (status.state === 'CLOSED') {
    text =
      detailed && status.opensOn && status.opensAt
        ? intl.formatMessage(
            { id: 'places.opensOn', defaultMessage: 'Closed · opens {day} {time}' },
            { day: weekdayName(status.opensOn as WeekdayName, locale), time: formatClock(status.opensAt, locale) },
          )
        : intl.formatMessage(placeMessages.closed);
  } else {
    text = intl.formatMessage(placeMessages.notAvailable);
  }
  const tone = status.state === 'OPEN' ? 'open' : status.state === 'CLOSED' ? 'closed' : 'na';
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-state={status.state}>
      <span className={styles.dot} aria-hidden />
      {text}
    </span>
  );
}
