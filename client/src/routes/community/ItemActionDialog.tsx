import { useIntl } from 'react-intl';
import { communityMessages } from './communityMessages.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { ItemKind } from './ItemActions.tsx';
import { contentReportReasons, ReportDialog, type ContentReportReason } from './ReportDialog.tsx';

interface ItemActionDialogProps {
  kind: ItemKind;
  /** The author deletes; anyone else reports. */
  isAuthor: boolean;
  open: boolean;
  onDelete: () => void;
  onReport: (reason: ContentReportReason) => void;
  onCancel: () => void;
}

/** The confirmation of a tip's or photo's deletion or report; loaded the first time a member asks for one. */
export default function ItemActionDialog({
  kind,
  isAuthor,
  open,
  onDelete,
  onReport,
  onCancel,
}: ItemActionDialogProps) {
  const intl = useIntl();
  if (isAuthor) {
    return (
      <ConfirmDialog
        open={open}
        title={intl.formatMessage(
          kind === 'tip' ? communityMessages.deleteTipTitle : communityMessages.deletePhotoTitle,
        )}
        confirmLabel={intl.formatMessage(communityMessages.delete)}
        onConfirm={onDelete}
        onCancel={onCancel}
      >
        {intl.formatMessage(communityMessages.deleteText)}
      </ConfirmDialog>
    );
  }
  return (
    <ReportDialog
      open={open}
      title={intl.formatMessage(kind === 'tip' ? communityMessages.reportTipTitle : communityMessages.reportPhotoTitle)}
      reasons={contentReportReasons}
      hint={intl.formatMessage(communityMessages.reportHint)}
      onReport={onReport}
      onCancel={onCancel}
    />
  );
}
