import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';

/** The confirmation step before a deletion request; loaded only when the member asks to delete their account. */
export default function DeleteAccountDialog({
  open,
  onConfirm,
  onCancel,
  busy,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const intl = useIntl();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {intl.formatMessage({ id: 'profile.deleteConfirmTitle', defaultMessage: 'Delete your account?' })}
          </DialogTitle>
          <DialogContent>
            {intl.formatMessage({
              id: 'profile.deleteConfirmText',
              defaultMessage: 'We will email you a link. Your account is deleted only when you open it and confirm.',
            })}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {intl.formatMessage({ id: 'profile.deleteConfirm', defaultMessage: 'Send the deletion link' })}
            </Button>
            <Button onClick={onCancel}>{intl.formatMessage({ id: 'profile.cancel', defaultMessage: 'Cancel' })}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
