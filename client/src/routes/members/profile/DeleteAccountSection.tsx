import { Button } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSessionEndedRedirect } from '../../../session/useSessionEndedRedirect.ts';
import { useRequestAccountDeletionMutation } from '../useActionMutations.ts';
import { FormStatus } from '../../../forms/FormStatus.tsx';

const DeleteAccountDialog = lazy(() => import('./DeleteAccountDialog.tsx'));

/** Delete account: a confirmation, then an emailed link (docs/members.md#account-deletion); this asks for the link. */
export function DeleteAccountSection() {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first request on, so the dialog closes through Fluent (focus and aria-hidden restored).
  const [requested, setRequested] = useState(false);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const [requestDeletion, busy] = useRequestAccountDeletionMutation();
  const sessionEnded = useSessionEndedRedirect();

  const onConfirm = async () => {
    try {
      const { requestAccountDeletion } = await requestDeletion({});
      setOutcome(requestAccountDeletion.ok ? 'sent' : 'failed');
    } catch (error) {
      if (!sessionEnded(error)) setOutcome('failed');
    }
    setConfirming(false);
  };

  return (
    <>
      <FormStatus
        success={
          outcome === 'sent'
            ? intl.formatMessage({
                id: 'profile.deleteSent',
                defaultMessage: 'Check your email: we sent you a link to confirm the deletion. It works for 24 hours.',
              })
            : null
        }
        error={
          outcome === 'failed'
            ? intl.formatMessage({
                id: 'profile.deleteFailed',
                defaultMessage: 'The deletion request could not be sent. Try again.',
              })
            : null
        }
      />
      <div>
        <Button
          onClick={() => {
            setRequested(true);
            setConfirming(true);
          }}
          disabled={busy}
        >
          {intl.formatMessage({ id: 'profile.delete', defaultMessage: 'Delete account' })}
        </Button>
      </div>
      {requested ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            open={confirming}
            busy={busy}
            onConfirm={() => void onConfirm()}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
