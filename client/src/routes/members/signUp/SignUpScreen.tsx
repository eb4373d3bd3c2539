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
import { signUpSchema } from '../../../forms/validation.ts';
import { useSignUpMutation } from './useSignUpMutation.ts';
import { safeNext } from '../../../routing/signInPath.ts';
import { startMemberSession } from '../../../session/startMemberSession.ts';
import { memberMessages } from '../memberMessages.ts';
import { PhoneNumberField } from '../PhoneNumberField.tsx';

const initial = { firstName: '', lastName: '', email: '', password: '', phoneNumber: '' };

/** Creating an account signs the new member in; the server emails a link to verify the address. */
function SignUpScreen() {
  const intl = useIntl();
  const styles = useFormStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { formRef, ...form } = useForm(signUpSchema, initial);
  const [remember, setRemember] = useState(true);
  const [signUp] = useSignUpMutation();

  const onSubmit = form.submit(async ({ phoneNumber, ...values }) => {
    try {
      const outcome = readSessionPayload(
        (await signUp({ input: { ...values, phoneNumber: phoneNumber || null } })).signUp,
      );
      if (!outcome.token) {
        form.showServerErrors(outcome.userErrors);
        return;
      }
      await startMemberSession(outcome.token, remember, outcome, { path: next ?? '/profile?welcome=1', navigate });
    } catch {
      form.setFormError(intl.formatMessage(formMessages.unreachable));
    }
  });

  return (
    <MemberPage
      title={intl.formatMessage(memberMessages.signUp)}
      social
      links={
        <Link className={styles.link} to={next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in'}>
          {intl.formatMessage({ id: 'signUp.haveAccount', defaultMessage: 'Already a member? Sign in' })}
        </Link>
      }
    >
      <form ref={formRef} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormStatus error={form.formError} />
        <div className={styles.row}>
          <TextField
            label={intl.formatMessage(memberMessages.firstName)}
            autoComplete="given-name"
            required
            {...form.field('firstName')}
          />
          <TextField
            label={intl.formatMessage(memberMessages.lastName)}
            autoComplete="family-name"
            required
            {...form.field('lastName')}
          />
        </div>
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
          autoComplete="new-password"
          required
          hint={intl.formatMessage(memberMessages.passwordHint)}
          {...form.field('password')}
        />
        <PhoneNumberField {...form.field('phoneNumber')} />
        <Checkbox
          label={intl.formatMessage(memberMessages.rememberMe)}
          checked={remember}
          onChange={(_, data) => setRemember(data.checked === true)}
        />
        <Button type="submit" appearance="primary" size="large" disabled={form.submitting}>
          {intl.formatMessage(memberMessages.signUp)}
        </Button>
      </form>
    </MemberPage>
  );
}

export default withFluentScope(SignUpScreen);
