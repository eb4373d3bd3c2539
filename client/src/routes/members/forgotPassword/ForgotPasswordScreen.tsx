import { withFluentScope } from '../../../app/FluentScope.tsx';
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { MemberPage } from '../memberPage/MemberPage.tsx';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { TextField } from '../../../forms/TextField.tsx';
import { formMessages } from '../../../forms/formMessages.ts';
import { useForm } from '../../../forms/useForm.ts';
import { forgotPasswordSchema } from '../../../forms/validation.ts';
import { useRequestPasswordResetMutation } from '../useActionMutations.ts';
import { memberMessages } from '../memberMessages.ts';

const initial = { email: '' };

/** Asks for a reset link; the answer never says whether the address has an account. */
function ForgotPasswordScreen() {
  const intl = useIntl();
  const styles = useFormStyles();
  const { formRef, ...form } = useForm(forgotPasswordSchema, initial);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestReset] = useRequestPasswordResetMutation();

  const onSubmit = form.submit(async ({ email }) => {
    try {
      const { requestPasswordReset } = await requestReset({ input: { email } });
      if (requestPasswordReset.ok) setSentTo(email);
      else form.showServerErrors(requestPasswordReset.userErrors);
    } catch {
      form.setFormError(intl.formatMessage(formMessages.unreachable));
    }
  });

  return (
    <MemberPage
      title={intl.formatMessage({ id: 'forgotPassword.title', defaultMessage: 'Reset your password' })}
      lead={intl.formatMessage({
        id: 'forgotPassword.lead',
        defaultMessage: 'Enter the email of your account and we will send you a link to choose a new password.',
      })}
      links={
        <Link className={styles.link} to="/sign-in">
          {intl.formatMessage(memberMessages.backToSignIn)}
        </Link>
      }
    >
      {sentTo ? (
        <FormStatus
          success={intl.formatMessage(
            {
              id: 'forgotPassword.sent',
              defaultMessage:
                'If {email} belongs to an account, a recovery email is on its way. The link works for one hour.',
            },
            { email: sentTo },
          )}
        />
      ) : (
        <form ref={formRef} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormStatus error={form.formError} />
          <TextField
            label={intl.formatMessage(memberMessages.email)}
            type="email"
            autoComplete="email"
            dir="ltr"
            required
            {...form.field('email')}
          />
          <Button type="submit" appearance="primary" size="large" disabled={form.submitting}>
            {intl.formatMessage({ id: 'forgotPassword.submit', defaultMessage: 'Send the link' })}
          </Button>
        </form>
      )}
    </MemberPage>
  );
}

export default withFluentScope(ForgotPasswordScreen);
