import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { communityMessages } from './communityMessages.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The reasons members give for a tip or a photo (places have their own). */
export const CONTENT_REPORT_REASONS = ['SPAM', 'OFFENSIVE', 'MISLEADING', 'OTHER'] as const;
export type ContentReportReason = (typeof CONTENT_REPORT_REASONS)[number];

const reasonMessages = {
  SPAM: communityMessages.reasonSpam,
  OFFENSIVE: communityMessages.reasonOffensive,
  MISLEADING: communityMessages.reasonMisleading,
  OTHER: communityMessages.reasonOther,
} as const;

/** Asks why, then confirms the report of a tip or a photo. */
export function ReportDialog({ open, title, onReport, onCancel }: { open: boolean; title: string; onReport: (reason: ContentReportReason) => void; onCancel: () => void }) {
  const intl = useIntl();
  const [reason, setReason] = useState<ContentReportReason>('SPAM');
  return (
    <ConfirmDialog open={open} title={title} confirmLabel={intl.formatMessage(communityMessages.sendReport)} onConfirm={() => onReport(reason)} onCancel={onCancel}>
      <Field label={intl.formatMessage(communityMessages.reportReason)} hint={intl.formatMessage(communityMessages.reportHint)}>
        <RadioGroup value={reason} onChange={(_, data) => setReason(data.value as ContentReportReason)}>
          {CONTENT_REPORT_REASONS.map((value) => (
            <Radio key={value} value={value} label={intl.formatMessage(reasonMessages[value])} />
          ))}
        </RadioGroup>
      </Field>
    </ConfirmDialog>
  );
}
