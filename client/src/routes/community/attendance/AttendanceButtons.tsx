import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { buttonClasses } from '../../../styles/buttonClasses.ts';
import { CalendarCheckmark20Regular, Star20Regular } from './attendanceIcons.tsx';
import { useAttendMutation, useUnattendMutation } from './useAttendanceMutations.ts';
import { attendanceAfter, nextAttendance, type AttendanceStatus } from '../optimistic.ts';
import { runWrite, useWriteOutcome } from '../useWriteFeedback.tsx';
import styles from './AttendanceButtons.module.css';
import type { AttendanceButtons_happening$key } from './__generated__/AttendanceButtons_happening.graphql';

/**
 * Want to go / going as two toggles for members; pressing the pressed one takes it back (docs/community.md#attendance).
 * Optimistic: the going and want-to-go counts the detail shows follow at once. Visitors get the review section's sign-in prompt
 * instead, so the detail screen renders this for members only, loaded after its first render (LazyAttendanceButtons).
 */
export default function AttendanceButtons({ happening }: { happening: AttendanceButtons_happening$key }) {
  const intl = useIntl();
  const [feedback, status] = useWriteOutcome();
  const [attend] = useAttendMutation();
  const [unattend] = useUnattendMutation();
  const data = useFragment(
    graphql`
      fragment AttendanceButtons_happening on Happening {
        __typename
        id
        attendanceCount
        wantToGoCount
        viewerAttendance
      }
    `,
    happening,
  );
  const current =
    data.viewerAttendance === 'WANT_TO_GO' || data.viewerAttendance === 'GOING' ? data.viewerAttendance : null;

  const onPress = (pressed: AttendanceStatus) => {
    const status = nextAttendance(current, pressed);
    const happeningAfter = {
      __typename: data.__typename,
      id: data.id,
      ...attendanceAfter(
        { attendanceCount: data.attendanceCount, wantToGoCount: data.wantToGoCount, viewerAttendance: current },
        status,
      ),
    };
    const input = { happeningId: data.id };
    void runWrite<unknown>(
      feedback,
      () =>
        status
          ? attend({ input: { ...input, status } }, undefined, {
              optimisticResponse: { attend: { happening: happeningAfter } },
            })
          : unattend({ input }, undefined, { optimisticResponse: { unattend: { happening: happeningAfter } } }),
      () => false,
    );
  };

  return (
    <div className={styles.root}>
      <div
        className={styles.buttons}
        role="group"
        aria-label={intl.formatMessage({ id: 'community.attendance', defaultMessage: 'Your plans' })}
      >
        <button
          type="button"
          className={buttonClasses({ appearance: current === 'WANT_TO_GO' ? 'primary' : 'secondary' })}
          aria-pressed={current === 'WANT_TO_GO'}
          onClick={() => onPress('WANT_TO_GO')}
        >
          <Star20Regular />
          {intl.formatMessage({ id: 'community.wantToGo', defaultMessage: 'Want to go' })}
        </button>
        <button
          type="button"
          className={buttonClasses({ appearance: current === 'GOING' ? 'primary' : 'secondary' })}
          aria-pressed={current === 'GOING'}
          onClick={() => onPress('GOING')}
        >
          <CalendarCheckmark20Regular />
          {intl.formatMessage({ id: 'community.going', defaultMessage: 'Going' })}
        </button>
      </div>
      {status}
    </div>
  );
}
