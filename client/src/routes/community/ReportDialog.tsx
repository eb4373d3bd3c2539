import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { communityMessages } from './communityMessages.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The reasons members give for a tip or a photo (places have their own). */
export const contentReportReasons = {
  SPAM: communityMessages.reasonSpam,
  OFFENSIVE: communityMessages.reasonOffensive,
  MISLEADING: communityMessages.reasonMisleading,
  OTHER: communityMessages.reasonOther,
} as const;
export type ContentReportReason = keyof typeof contentReportReasons;

export interface ReportDialogProps<R extends string> {
  open: boolean;
  title: string;
  /** The reasons offered, in order, with their labels; the first is chosen at first. */
  reasons: Readonly<Record<R, MessageDescriptor>>;
  hint?: string;
  onReport: (reason: R) => void;
  onCancel: () => void;
}

/** Asks why, then confirms the report (of a tip, a photo or a place). */
export function ReportDialog<R extends string>({
  open,
  title,
  reasons,
  hint,
  onReport,
  onCancel,
}: ReportDialogProps<R>) {
  const intl = useIntl();
  const labels: Readonly<Record<string, MessageDescriptor>> = reasons;
  const values = Object.keys(reasons) as R[];
  const [reason, setReason] = useState<R>(values[0]);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={intl.formatMessage(communityMessages.sendReport)}
      onConfirm={() => onReport(reason)}
      onCancel={onCancel}
    >
      <Field label={intl.formatMessage(communityMessages.reportReason)} hint={hint}>
        <RadioGroup value={reason} onChange={(_, data) => setReason(data.value as R)}>
          {values.map((value) => (
            <Radio key={value} value={value} label={intl.formatMessage(labels[value])} />
          ))}
        </RadioGroup>
      </Field>
    </ConfirmDialog>
  );
}
