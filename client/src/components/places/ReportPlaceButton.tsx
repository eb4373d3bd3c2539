import { Button, Field, Radio, RadioGroup } from '@fluentui/react-components';
import { Flag20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useReportMutation } from '../../mutations/useReportMutation.ts';
import { communityMessages } from '../community/communityMessages.ts';
import { ConfirmDialog } from '../community/ConfirmDialog.tsx';
import { SignInPrompt } from '../community/SignInPrompt.tsx';
import { runWrite, useWriteOutcome } from '../community/useWriteFeedback.tsx';

/** Spec section 2: a place is reported as closed permanently, a duplicate or not real. */
export const PLACE_REPORT_REASONS = ['CLOSED_PERMANENTLY', 'DUPLICATE', 'NOT_REAL'] as const;
type PlaceReportReason = (typeof PLACE_REPORT_REASONS)[number];

const messages = defineMessages({
  report: { id: 'place.report', defaultMessage: 'Report this place' },
  CLOSED_PERMANENTLY: { id: 'place.reasonClosedPermanently', defaultMessage: 'Closed permanently' },
  DUPLICATE: { id: 'place.reasonDuplicate', defaultMessage: 'Duplicate' },
  NOT_REAL: { id: 'place.reasonNotReal', defaultMessage: 'Not a real place' },
});

/** Asks why, confirms, and sends the report; visitors are asked to sign in instead. */
export function ReportPlaceButton({ placeId, name, isMember }: { placeId: string; name: string; isMember: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Fluent's dialog registers page-wide focus-trap helpers as soon as it is mounted: mount it once it is first wanted.
  const [wanted, setWanted] = useState(false);
  const [asked, setAsked] = useState(false);
  const [reason, setReason] = useState<PlaceReportReason>('CLOSED_PERMANENTLY');
  const [report, inFlight] = useReportMutation();
  const [feedback, status] = useWriteOutcome();

  const send = async () => {
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
        <ConfirmDialog
          open={open}
          title={intl.formatMessage({ id: 'place.reportTitle', defaultMessage: 'Report {name}' }, { name })}
          confirmLabel={intl.formatMessage(communityMessages.sendReport)}
          onConfirm={() => void send()}
          onCancel={() => setOpen(false)}
        >
          <Field label={intl.formatMessage(communityMessages.reportReason)}>
            <RadioGroup value={reason} onChange={(_, data) => setReason(data.value as PlaceReportReason)}>
              {PLACE_REPORT_REASONS.map((value) => (
                <Radio key={value} value={value} label={intl.formatMessage(messages[value])} />
              ))}
            </RadioGroup>
          </Field>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
