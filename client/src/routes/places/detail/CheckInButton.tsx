import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from '../../../i18n/intl/index.ts';
import { graphql, useFragment } from 'react-relay';
import { formatDate, formatTime } from '../../../format/dateTime.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useCheckInMutation } from './useCheckInMutation.ts';
import { useWriteOutcome } from '../../community/useWriteFeedback.tsx';
import { SignInPrompt } from '../../community/SignInPrompt.tsx';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import type { CheckInButton_place$key } from './__generated__/CheckInButton_place.graphql';

const checkedIn = defineMessage({ id: 'place.checkedIn', defaultMessage: 'You checked in here.' });

const useStyles = makeStyles({
  box: { display: 'grid', gap: '8px' },
  meta: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

/** Members check in (at most once an hour per place; the server's refusal is shown); visitors are asked to sign in. */
export function CheckInButton({ place, isMember }: { place: CheckInButton_place$key; isMember: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment CheckInButton_place on Place {
        id
        checkInCount
        viewerLastCheckIn
      }
    `,
    place,
  );
  const [checkIn, inFlight] = useCheckInMutation();
  const [feedback, status] = useWriteOutcome();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onCheckIn = async () => {
    feedback.clear();
    setRefusal(null);
    try {
      const { checkIn: answer } = await checkIn({ input: { placeId: data.id } });
      // A refusal (e.g. already checked in within the hour) is shown in the server's words, in the viewer's language.
      const refused = answer.userErrors[0];
      if (refused) setRefusal(refused.message);
      else feedback.succeeded(checkedIn);
    } catch (error) {
      feedback.failed(error);
    }
  };

  return (
    <div className={styles.box}>
      <p className={styles.meta}>
        <FormattedMessage
          id="place.checkInCount"
          defaultMessage="{count, plural, =0 {No check-ins yet} one {# check-in} other {# check-ins}}"
          values={{ count: data.checkInCount }}
        />
      </p>
      {isMember ? (
        <>
          <Button
            appearance="primary"
            icon={<CheckmarkCircle20Regular />}
            disabled={inFlight}
            onClick={() => void onCheckIn()}
          >
            {intl.formatMessage({ id: 'place.checkIn', defaultMessage: 'Check in' })}
          </Button>
          {data.viewerLastCheckIn ? (
            <p className={styles.meta}>
              <FormattedMessage
                id="place.lastCheckIn"
                defaultMessage="Your last check-in: {date}, {time}"
                values={{
                  date: formatDate(data.viewerLastCheckIn, locale),
                  time: formatTime(data.viewerLastCheckIn, locale),
                }}
              />
            </p>
          ) : null}
          {refusal ? <FormStatus error={refusal} /> : status}
        </>
      ) : (
        <SignInPrompt />
      )}
    </div>
  );
}
