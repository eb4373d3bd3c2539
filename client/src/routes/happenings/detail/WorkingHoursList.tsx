import { makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage } from '../../../i18n/intl/index.ts';
import { graphql, useFragment } from 'react-relay';
import { formatClock, saudiWeekdayIndex, weekdayName, type WeekdayName } from '../../../format/dateTime.ts';
import { listSeparator } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { WorkingHoursList_item$key } from './__generated__/WorkingHoursList_item.graphql';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '16px', rowGap: '4px', margin: 0 },
  day: { fontWeight: tokens.fontWeightSemibold },
  hours: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * Opening spans per weekday, Sunday first (the Saudi week), in Riyadh time. Without any, it names the Dates and Time
 * facts instead of pointing up or sideways: where they sit depends on the screen width and the text direction.
 */
export function WorkingHoursList({ item }: { item: WorkingHoursList_item$key }) {
  const styles = useStyles();
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
      <p className={styles.hours}>
        <FormattedMessage id="detail.noWorkingHours" defaultMessage="No weekly hours: see Dates and Time." />
      </p>
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
    <dl className={styles.list}>
      {[...days].map(([weekday, spans]) => (
        <div key={weekday} style={{ display: 'contents' }}>
          <dt className={styles.day}>{weekdayName(weekday as WeekdayName, locale)}</dt>
          <dd className={styles.hours}>{spans.join(listSeparator[locale])}</dd>
        </div>
      ))}
    </dl>
  );
}
