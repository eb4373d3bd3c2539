import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useIntl } from '../../i18n/intl/index.ts';
import { graphql, useFragment } from 'react-relay';
import { formatClock, weekdayName, type WeekdayName } from '../../format/dateTime.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { placeMessages } from './placeMessages.ts';
import type { OpeningStatusBadge_place$key } from './__generated__/OpeningStatusBadge_place.graphql';

const useStyles = makeStyles({
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  dot: { width: '8px', height: '8px', borderRadius: '50%', flexShrink: 0 },
  open: { color: tokens.colorPaletteGreenForeground1 },
  openDot: { backgroundColor: tokens.colorPaletteGreenForeground1 },
  closed: { color: tokens.colorPaletteRedForeground1 },
  closedDot: { backgroundColor: tokens.colorPaletteRedForeground1 },
  na: { color: tokens.colorNeutralForeground2 },
  naDot: { backgroundColor: tokens.colorNeutralForeground3 },
});

/** Open or closed now (computed by the server in Riyadh time), with when it closes or next opens; 'N/A' without hours. */
export function OpeningStatusBadge({
  place,
  detailed = false,
}: {
  place: OpeningStatusBadge_place$key;
  detailed?: boolean;
}) {
  const styles = useStyles();
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
    <span className={mergeClasses(styles.badge, styles[tone])} data-state={status.state}>
      <span className={mergeClasses(styles.dot, styles[`${tone}Dot`])} aria-hidden />
      {text}
    </span>
  );
}
