import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatClock, weekdayName } from '../../../format/dateTime.ts';
import { listSeparator } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { MutedNote, WeekHours } from '../../../ui/DetailLayout.tsx';
import { isOvernight, saudiWeek } from '../openingHours.ts';
import { placeMessages } from '../placeMessages.ts';
import type { OpeningHoursTable_place$key } from './__generated__/OpeningHoursTable_place.graphql';

/** The week's opening hours, Sunday first, in Riyadh time; a span past midnight says it ends the next day. */
export function OpeningHoursTable({ place }: { place: OpeningHoursTable_place$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const { openingHours } = useFragment(
    graphql`
      fragment OpeningHoursTable_place on Place {
        openingHours {
          weekday
          closed
          allDay
          spans {
            opens
            closes
          }
        }
      }
    `,
    place,
  );
  if (openingHours.length === 0) {
    return (
      <MutedNote>
        <FormattedMessage id="place.noHours" defaultMessage="Opening hours are not available." />
      </MutedNote>
    );
  }
  const byDay = new Map(openingHours.map((day) => [day.weekday, day]));
  const describe = (weekday: (typeof saudiWeek)[number]) => {
    const day = byDay.get(weekday);
    if (!day) return intl.formatMessage(placeMessages.notAvailable);
    if (day.closed) return intl.formatMessage(placeMessages.closedAllDay);
    if (day.allDay) return intl.formatMessage(placeMessages.openAllDay);
    if (day.spans.length === 0) return intl.formatMessage(placeMessages.notAvailable);
    return day.spans
      .map(({ opens, closes }) => {
        const close = formatClock(closes, locale);
        return `${formatClock(opens, locale)} – ${isOvernight(opens, closes) ? intl.formatMessage({ id: 'places.nextDay', defaultMessage: '{time} (next day)' }, { time: close }) : close}`;
      })
      .join(listSeparator[locale]);
  };
  return (
    <WeekHours
      days={saudiWeek.map((weekday) => ({ weekday, name: weekdayName(weekday, locale), hours: describe(weekday) }))}
    />
  );
}
