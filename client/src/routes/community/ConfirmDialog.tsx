import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { communityMessages } from './communityMessages.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * Deletion and report ask first (docs/messages.md#confirmations). An alert dialog (Fluent moves focus into it, traps
 * it, and gives it back to the button that opened it); its content is a form, so Enter confirms.
 */
export function ConfirmDialog({ open, title, confirmLabel, onConfirm, onCancel, children }: ConfirmDialogProps) {
  const intl = useIntl();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface>
        <form onSubmit={onSubmit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit">
                {confirmLabel}
              </Button>
              <Button type="button" onClick={onCancel}>
                {intl.formatMessage(communityMessages.cancel)}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
