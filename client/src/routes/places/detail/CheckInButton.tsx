import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDate, formatTime } from '../../../format/dateTime.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { SignInPrompt } from '../../community/SignInPrompt.tsx';
import { buttonClasses } from '../../../styles/buttonClasses.ts';
import { CheckmarkCircle20Regular } from './placeIcons.tsx';
import { placeDetailMessages } from './placeDetailMessages.ts';
import styles from './CheckInButton.module.css';
import type { CheckInButton_place$key } from './__generated__/CheckInButton_place.graphql';

// The check-in's mutation and outcome load after the screen's first render; its button stands in meanwhile.
const CheckInAction = lazy(() => import('../../detailParts.ts').then((parts) => parts.checkInAction()));

/** The "Check in" button (a native one drawn like Fluent's primary button): CheckInAction's and its stand-in's. */
function CheckInTrigger(props: ComponentProps<'button'>) {
  const intl = useIntl();
  return (
    <button type="button" className={buttonClasses({ appearance: 'primary' })} {...props}>
      <CheckmarkCircle20Regular />
      {intl.formatMessage(placeDetailMessages.checkIn)}
    </button>
  );
}

/** Members check in (at most once an hour per place; the server's refusal is shown); visitors are asked to sign in. */
export function CheckInButton({ place, isMember }: { place: CheckInButton_place$key; isMember: boolean }) {
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
  // A press that lands before CheckInAction's code has arrived checks in as soon as it has.
  const [pressed, setPressed] = useState(false);
  const lastCheckIn = data.viewerLastCheckIn ? (
    <p className={styles.meta}>
      <FormattedMessage
        id="place.lastCheckIn"
        defaultMessage="Your last check-in: {date}, {time}"
        values={{ date: formatDate(data.viewerLastCheckIn, locale), time: formatTime(data.viewerLastCheckIn, locale) }}
      />
    </p>
  ) : null;

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
        <Suspense
          fallback={
            <>
              <CheckInTrigger aria-busy={pressed} onClick={() => setPressed(true)} />
              {lastCheckIn}
            </>
          }
        >
          <CheckInAction placeId={data.id} pressed={pressed} Trigger={CheckInTrigger}>
            {lastCheckIn}
          </CheckInAction>
        </Suspense>
      ) : (
        <SignInPrompt />
      )}
    </div>
  );
}
