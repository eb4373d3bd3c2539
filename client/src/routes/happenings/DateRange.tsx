import { formatDateRange } from '../../format/dateTime.ts';
import { useLocale } from '../../i18n/useLocale.ts';

/** The dates (and optionally times) of an item, in Riyadh time and the viewer's locale. */
export function DateRange({
  start,
  end,
  withTimes = false,
  className,
}: {
  start: string;
  end: string;
  withTimes?: boolean;
  className?: string;
}) {
  const locale = useLocale();
  const text = formatDateRange(start, end, locale);
  return (
    <time dateTime={text.startIso} className={className}>
      {withTimes ? `${text.dates} · ${text.times}` : text.dates}
    </time>
  );
}
