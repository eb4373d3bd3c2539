import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { defineMessages, useIntl } from 'react-intl';
import { weekdayName } from '../../../format/dateTime.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { saudiWeek, type Weekday } from '../openingHours.ts';
import type { DayMode, HoursError, HoursForm } from '../openingHoursForm.ts';

const messages = defineMessages({
  unset: { id: 'placeForm.hoursUnset', defaultMessage: 'Not set' },
  closed: { id: 'placeForm.hoursClosed', defaultMessage: 'Closed all day' },
  allDay: { id: 'placeForm.hoursAllDay', defaultMessage: 'Open 24 hours' },
  hours: { id: 'placeForm.hoursTimes', defaultMessage: 'Opening hours' },
  opens: { id: 'placeForm.opens', defaultMessage: 'Opens' },
  closes: { id: 'placeForm.closes', defaultMessage: 'Closes' },
  required: { id: 'placeForm.hoursRequired', defaultMessage: 'Enter when it opens and closes' },
  invalid: {
    id: 'placeForm.hoursInvalid',
    defaultMessage: 'Enter valid times (HH:mm); closing before opening means after midnight',
  },
});

const modes: DayMode[] = ['unset', 'closed', 'allDay', 'hours'];

const useStyles = makeStyles({
  days: { display: 'grid', gap: '10px', margin: 0, padding: 0, border: 'none' },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBlockEnd: '6px', padding: 0 },
  day: { display: 'grid', gap: '8px', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', alignItems: 'end' },
});

/** Hours per weekday: not set, closed all day, open 24 hours, or opening and closing times (Riyadh time). */
export function HoursFields({
  value,
  errors,
  onChange,
  legend,
}: {
  value: HoursForm;
  errors: Partial<Record<Weekday, HoursError>>;
  onChange: (next: HoursForm) => void;
  legend: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const set = (weekday: Weekday, patch: Partial<HoursForm[Weekday]>) =>
    onChange({ ...value, [weekday]: { ...value[weekday], ...patch } });
  return (
    <fieldset className={styles.days}>
      <legend className={styles.legend}>{legend}</legend>
      {saudiWeek.map((weekday) => {
        const day = value[weekday];
        const error = errors[weekday];
        const dayName = weekdayName(weekday, locale);
        return (
          <div key={weekday} className={styles.day}>
            <Field
              label={dayName}
              validationMessage={error ? intl.formatMessage(messages[error]) : undefined}
              validationState={error ? 'error' : 'none'}
            >
              <Select value={day.mode} onChange={(_, { value: mode }) => set(weekday, { mode: mode as DayMode })}>
                {modes.map((mode) => (
                  <option key={mode} value={mode}>
                    {intl.formatMessage(messages[mode])}
                  </option>
                ))}
              </Select>
            </Field>
            {day.mode === 'hours' ? (
              <>
                <Field label={`${intl.formatMessage(messages.opens)} (${dayName})`}>
                  <Input
                    type="time"
                    value={day.opens}
                    aria-invalid={error ? true : undefined}
                    onChange={(_, { value: opens }) => set(weekday, { opens })}
                  />
                </Field>
                <Field label={`${intl.formatMessage(messages.closes)} (${dayName})`}>
                  <Input
                    type="time"
                    value={day.closes}
                    aria-invalid={error ? true : undefined}
                    onChange={(_, { value: closes }) => set(weekday, { closes })}
                  />
                </Field>
              </>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
