import { withFluentScope } from '../../../app/FluentScope.tsx';
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useRevalidator, useSearchParams } from 'react-router-dom';
import { endSession } from '../../../session/authState.ts';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { MemberPage } from '../memberPage/MemberPage.tsx';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { formMessages } from '../../../forms/formMessages.ts';
import { useConfirmAccountDeletionMutation } from '../useActionMutations.ts';

type Outcome = 'deleted' | 'invalid' | 'unreachable' | null;

/** The emailed deletion link (?token=): one more explicit step before the account is gone. */
function DeleteAccountScreen() {
  const intl = useIntl();
  const styles = useFormStyles();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'invalid');
  const [confirm, inFlight] = useConfirmAccountDeletionMutation();

  const onConfirm = async () => {
    try {
      const { confirmAccountDeletion } = await confirm({ input: { token } });
      if (!confirmAccountDeletion.ok) return setOutcome('invalid');
      setOutcome('deleted');
      endSession();
      await revalidator.revalidate();
    } catch {
      setOutcome('unreachable');
    }
  };

  return (
    <MemberPage
      title={intl.formatMessage({ id: 'deleteAccount.title', defaultMessage: 'Delete your account' })}
      links={
        <Link className={styles.link} to="/">
          {intl.formatMessage({ id: 'deleteAccount.home', defaultMessage: 'Back to home' })}
        </Link>
      }
    >
      {outcome === 'deleted' ? (
        <FormStatus
          success={intl.formatMessage({
            id: 'deleteAccount.deleted',
            defaultMessage: 'Your account and its data are deleted. We are sorry to see you go.',
          })}
        />
      ) : null}
      {outcome === 'invalid' ? (
        <FormStatus
          error={intl.formatMessage({
            id: 'deleteAccount.invalid',
            defaultMessage: 'This deletion link is invalid, used or expired.',
          })}
        />
      ) : null}
      {outcome === 'unreachable' ? <FormStatus error={intl.formatMessage(formMessages.unreachable)} /> : null}
      {outcome === null || outcome === 'unreachable' ? (
        <>
          <p className={styles.lead}>
            {intl.formatMessage({
              id: 'deleteAccount.warning',
              defaultMessage:
                'Deleting your account removes your profile, points and contributions for good. This can not be undone.',
            })}
          </p>
          <Button appearance="primary" size="large" disabled={inFlight} onClick={() => void onConfirm()}>
            {intl.formatMessage({ id: 'deleteAccount.confirm', defaultMessage: 'Delete my account permanently' })}
          </Button>
        </>
      ) : null}
    </MemberPage>
  );
}

export default withFluentScope(DeleteAccountScreen);
