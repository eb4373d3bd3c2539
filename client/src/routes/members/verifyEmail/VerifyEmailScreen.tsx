import { withFluentScope } from '../../../app/FluentScope.tsx';
import { useIntl } from 'react-intl';
import { Link, useLoaderData } from 'react-router-dom';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { MemberPage } from '../memberPage/MemberPage.tsx';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { formMessages } from '../../../forms/formMessages.ts';
import type { VerifyEmailData } from './loader.ts';
import { memberMessages } from '../memberMessages.ts';

function VerifyEmailScreen() {
  const intl = useIntl();
  const styles = useFormStyles();
  const { verification } = useLoaderData() as VerifyEmailData;
  return (
    <MemberPage
      title={intl.formatMessage({ id: 'verifyEmail.title', defaultMessage: 'Email verification' })}
      links={
        <>
          <Link className={styles.link} to="/profile">
            {intl.formatMessage({ id: 'verifyEmail.toProfile', defaultMessage: 'Go to your profile' })}
          </Link>
          <Link className={styles.link} to="/sign-in">
            {intl.formatMessage(memberMessages.backToSignIn)}
          </Link>
        </>
      }
    >
      {verification === 'verified' ? (
        <FormStatus
          success={intl.formatMessage({
            id: 'verifyEmail.verified',
            defaultMessage: 'Your email address is verified. Thank you!',
          })}
        />
      ) : (
        <FormStatus
          error={
            verification === 'invalid'
              ? intl.formatMessage({
                  id: 'verifyEmail.invalid',
                  defaultMessage: 'This verification link is invalid, used or expired.',
                })
              : intl.formatMessage(formMessages.unreachable)
          }
        />
      )}
    </MemberPage>
  );
}

export default withFluentScope(VerifyEmailScreen);
