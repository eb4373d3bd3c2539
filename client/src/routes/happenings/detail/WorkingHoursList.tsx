import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatClock, saudiWeekdayIndex, weekdayName, type WeekdayName } from '../../../format/dateTime.ts';
import { listSeparator } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { MutedNote, WeekHours } from '../../../ui/DetailLayout.tsx';
import type { WorkingHoursList_item$key } from './__generated__/WorkingHoursList_item.graphql';

/**
 * Opening spans per weekday, Sunday first (the Saudi week), in Riyadh time. Without any, it names the Dates and Time
 * facts instead of pointing up or sideways: where they sit depends on the screen width and the text direction.
 */
export function WorkingHoursList({ item }: { item: WorkingHoursList_item$key }) {
  const locale = useLocale();
  const { workingHours } = useFragment(
    graphql`
      fragment WorkingHoursList_item on Happening {
        workingHours {
          weekday
          opens
          closes
        }
      }
    `,
    item,
  );
  if (workingHours.length === 0) {
    return (
      <MutedNote>
        <FormattedMessage id="detail.noWorkingHours" defaultMessage="No weekly hours: see Dates and Time." />
      </MutedNote>
    );
  }
  const days = new Map<string, string[]>();
  for (const span of [...workingHours].sort(
    (a, b) => saudiWeekdayIndex(a.weekday) - saudiWeekdayIndex(b.weekday) || a.opens.localeCompare(b.opens),
  )) {
    const text = `${formatClock(span.opens, locale)} – ${formatClock(span.closes, locale)}`;
    days.set(span.weekday, [...(days.get(span.weekday) ?? []), text]);
  }
  return (
    <WeekHours
      days={[...days].map(([weekday, spans]) => ({
        weekday,
        name: weekdayName(weekday as WeekdayName, locale),
        hours: spans.join(listSeparator[locale]),
      }))}
    />
  );
}
