import { Button } from '@fluentui/react-components';
import { Flag20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useReportMutation } from '../../community/useReportMutation.ts';
import { communityMessages } from '../../community/communityMessages.ts';
import { ReportDialog } from '../../community/ReportDialog.tsx';
import { SignInPrompt } from '../../community/SignInPrompt.tsx';
import { runWrite, useWriteOutcome } from '../../community/useWriteFeedback.tsx';

const messages = defineMessages({
  report: { id: 'place.report', defaultMessage: 'Report this place' },
});

/** A place is reported as closed permanently, a duplicate or not real (docs/community.md#reports). */
const placeReportReasons = defineMessages({
  CLOSED_PERMANENTLY: { id: 'place.reasonClosedPermanently', defaultMessage: 'Closed permanently' },
  DUPLICATE: { id: 'place.reasonDuplicate', defaultMessage: 'Duplicate' },
  NOT_REAL: { id: 'place.reasonNotReal', defaultMessage: 'Not a real place' },
});
type PlaceReportReason = keyof typeof placeReportReasons;

/** Asks why, confirms, and sends the report; visitors are asked to sign in instead. */
export function ReportPlaceButton({ placeId, name, isMember }: { placeId: string; name: string; isMember: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Fluent's dialog registers page-wide focus-trap helpers as soon as it is mounted: mount it once it is first wanted.
  const [wanted, setWanted] = useState(false);
  const [asked, setAsked] = useState(false);
  const [report, inFlight] = useReportMutation();
  const [feedback, status] = useWriteOutcome();

  const send = async (reason: PlaceReportReason) => {
    setOpen(false);
    await runWrite(
      feedback,
      () => report({ input: { targetId: placeId, reason }, connections: [] }),
      (answer) => answer.report.userErrors.length > 0,
      communityMessages.reportSent,
    );
  };

  const onClick = () => {
    if (!isMember) {
      setAsked(true);
      return;
    }
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <Button appearance="subtle" icon={<Flag20Regular />} disabled={inFlight} onClick={onClick}>
        {intl.formatMessage(messages.report)}
      </Button>
      {asked && !isMember ? <SignInPrompt /> : null}
      {status}
      {wanted ? (
        <ReportDialog
          open={open}
          title={intl.formatMessage({ id: 'place.reportTitle', defaultMessage: 'Report {name}' }, { name })}
          reasons={placeReportReasons}
          onReport={(reason) => void send(reason)}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
