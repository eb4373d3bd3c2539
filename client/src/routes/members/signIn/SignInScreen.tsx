import { withFluentScope } from '../../../app/FluentScope.tsx';
import { Button, Checkbox } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { readSessionPayload } from '../../../session/sessionPayload.ts';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { MemberPage } from '../memberPage/MemberPage.tsx';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { TextField } from '../../../forms/TextField.tsx';
import { formMessages } from '../../../forms/formMessages.ts';
import { useForm } from '../../../forms/useForm.ts';
import { signInSchema } from '../../../forms/validation.ts';
import { useSignInMutation } from './useSignInMutation.ts';
import { isGraphQLRequestError } from '../../../relay/GraphQLRequestError.ts';
import { safeNext } from '../../../routing/signInPath.ts';
import { startMemberSession } from '../../../session/startMemberSession.ts';
import { memberMessages } from '../memberMessages.ts';

const initial = { email: '', password: '' };

/** Sign in; a login-gated page or an ended session sent the person here with ?reason= and ?next= to return to. */
function SignInScreen() {
  const intl = useIntl();
  const styles = useFormStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const reason = params.get('reason');
  const { formRef, ...form } = useForm(signInSchema, initial);
  const [remember, setRemember] = useState(true);
  const [signIn] = useSignInMutation();

  const onSubmit = form.submit(async (values) => {
    try {
      const outcome = readSessionPayload(
        (await signIn({ input: { email: values.email, password: values.password } })).signIn,
      );
      if (!outcome.token) {
        form.setFormError(intl.formatMessage(memberMessages.invalidCredentials));
        return;
      }
      await startMemberSession(outcome.token, remember, outcome, { path: next ?? '/', navigate });
    } catch (error) {
      // Throttled after too many failures: the gateway's message (in the viewer's language) says when to retry.
      if (isGraphQLRequestError(error) && error.code === 'RATE_LIMITED') form.setFormError(error.message);
      else form.setFormError(intl.formatMessage(formMessages.unreachable));
    }
  });

  const notice =
    reason === 'required' ? memberMessages.signInRequired : reason === 'expired' ? memberMessages.sessionExpired : null;
  const carry = next ? `?next=${encodeURIComponent(next)}` : '';
  return (
    <MemberPage
      title={intl.formatMessage(memberMessages.signIn)}
      social
      links={
        <>
          <Link className={styles.link} to={`/sign-up${carry}`}>
            {intl.formatMessage({ id: 'signIn.noAccount', defaultMessage: 'New to Dalil? Create an account' })}
          </Link>
        </>
      }
    >
      {notice ? (
        <p role="status" className={styles.notice}>
          {intl.formatMessage(notice)}
        </p>
      ) : null}
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
        <TextField
          label={intl.formatMessage(memberMessages.password)}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <div className={styles.actions}>
          <Checkbox
            label={intl.formatMessage(memberMessages.rememberMe)}
            checked={remember}
            onChange={(_, data) => setRemember(data.checked === true)}
          />
          <Link className={styles.link} to="/forgot-password">
            {intl.formatMessage(memberMessages.forgotPassword)}
          </Link>
        </div>
        <Button type="submit" appearance="primary" size="large" disabled={form.submitting}>
          {intl.formatMessage(memberMessages.signIn)}
        </Button>
      </form>
    </MemberPage>
  );
}

export default withFluentScope(SignInScreen);
