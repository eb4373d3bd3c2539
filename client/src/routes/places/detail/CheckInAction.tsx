import { useEffect, useRef, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { defineMessage } from 'react-intl';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { useWriteOutcome } from '../../community/useWriteFeedback.tsx';
import { useCheckInMutation } from './useCheckInMutation.ts';

const checkedIn = defineMessage({ id: 'place.checkedIn', defaultMessage: 'You checked in here.' });

/**
 * The member's check-in button with its mutation and outcome (CheckInButton loads it after the screen's first render);
 * `children` (the last check-in) come between the button and the outcome. `pressed`: its stand-in was pressed.
 * `Trigger` is the button CheckInButton draws (passed, not imported, so this module's chunk needs nothing of the screen's).
 */
export default function CheckInAction({
  placeId,
  pressed,
  Trigger,
  children,
}: {
  placeId: string;
  pressed: boolean;
  Trigger: ComponentType<ComponentProps<'button'>>;
  children: ReactNode;
}) {
  const [checkIn, inFlight] = useCheckInMutation();
  const [feedback, status] = useWriteOutcome();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onCheckIn = async () => {
    feedback.clear();
    setRefusal(null);
    try {
      const { checkIn: answer } = await checkIn({ input: { placeId } });
      // A refusal (e.g. already checked in within the hour) is shown in the server's words, in the viewer's language.
      const refused = answer.userErrors[0];
      if (refused) setRefusal(refused.message);
      else feedback.succeeded(checkedIn);
    } catch (error) {
      feedback.failed(error);
    }
  };

  // The stand-in's press checks in once, when this has mounted.
  const pressHandled = useRef(false);
  useEffect(() => {
    if (!pressed || pressHandled.current) return;
    pressHandled.current = true;
    void onCheckIn();
  });

  return (
    <>
      <Trigger disabled={inFlight} onClick={() => void onCheckIn()} />
      {children}
      {refusal ? <FormStatus error={refusal} /> : status}
    </>
  );
}
