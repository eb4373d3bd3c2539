import { withFluentScope } from '../../../app/FluentScope.tsx';
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { MemberPage } from '../memberPage/MemberPage.tsx';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { TextField } from '../../../forms/TextField.tsx';
import { formMessages } from '../../../forms/formMessages.ts';
import { useForm } from '../../../forms/useForm.ts';
import { resetPasswordSchema } from '../../../forms/validation.ts';
import { useResetPasswordMutation } from '../useActionMutations.ts';
import { memberMessages } from '../memberMessages.ts';

const initial = { password: '', confirmPassword: '' };

/** The page the emailed link opens (?token=): choose a new password. */
function ResetPasswordScreen() {
  const intl = useIntl();
  const styles = useFormStyles();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { formRef, ...form } = useForm(resetPasswordSchema, initial);
  const [done, setDone] = useState(false);
  const [resetPassword] = useResetPasswordMutation();
  const invalidLink = intl.formatMessage({
    id: 'resetPassword.invalidLink',
    defaultMessage: 'This link is invalid or has expired. Ask for a new one.',
  });

  const onSubmit = form.submit(async ({ password }) => {
    try {
      const { resetPassword: result } = await resetPassword({ input: { token, password } });
      if (result.ok) setDone(true);
      else
        form.showServerErrors(
          result.userErrors.map((error) =>
            error.field?.endsWith('token') ? { field: null, message: invalidLink } : error,
          ),
        );
    } catch {
      form.setFormError(intl.formatMessage(formMessages.unreachable));
    }
  });

  return (
    <MemberPage
      title={intl.formatMessage({ id: 'resetPassword.title', defaultMessage: 'Choose a new password' })}
      links={
        <Link className={styles.link} to="/sign-in">
          {intl.formatMessage(memberMessages.backToSignIn)}
        </Link>
      }
    >
      {!token ? <FormStatus error={invalidLink} /> : null}
      {token && done ? (
        <FormStatus
          success={intl.formatMessage({
            id: 'resetPassword.done',
            defaultMessage: 'Your password is changed. Sign in with the new one.',
          })}
        />
      ) : null}
      {token && !done ? (
        <form ref={formRef} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <FormStatus error={form.formError} />
          <TextField
            label={intl.formatMessage(memberMessages.newPassword)}
            type="password"
            autoComplete="new-password"
            required
            hint={intl.formatMessage(memberMessages.passwordHint)}
            {...form.field('password')}
          />
          <TextField
            label={intl.formatMessage(memberMessages.confirmPassword)}
            type="password"
            autoComplete="new-password"
            required
            {...form.field('confirmPassword')}
          />
          <Button type="submit" appearance="primary" size="large" disabled={form.submitting}>
            {intl.formatMessage({ id: 'resetPassword.submit', defaultMessage: 'Save the new password' })}
          </Button>
        </form>
      ) : null}
    </MemberPage>
  );
}

export default withFluentScope(ResetPasswordScreen);
