import { defineMessages } from 'react-intl';

/** Labels and messages the member forms share (sign in, sign up, passwords, profile). */
export const memberMessages = defineMessages({
  firstName: { id: 'member.firstName', defaultMessage: 'First name' },
  lastName: { id: 'member.lastName', defaultMessage: 'Last name' },
  email: { id: 'member.email', defaultMessage: 'Email' },
  password: { id: 'member.password', defaultMessage: 'Password' },
  newPassword: { id: 'member.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'member.confirmPassword', defaultMessage: 'Confirm the new password' },
  phoneNumber: { id: 'member.phoneNumber', defaultMessage: 'Mobile number' },
  phoneHint: { id: 'member.phoneHint', defaultMessage: 'Optional. A Saudi mobile number, e.g. 05XXXXXXXX' },
  passwordHint: {
    id: 'member.passwordHint',
    defaultMessage: 'At least 8 characters, with an uppercase letter, a lowercase letter and a number',
  },
  rememberMe: { id: 'member.rememberMe', defaultMessage: 'Remember me' },
  backToSignIn: { id: 'member.backToSignIn', defaultMessage: 'Back to sign in' },
  signIn: { id: 'member.signIn', defaultMessage: 'Sign in' },
  signUp: { id: 'member.signUp', defaultMessage: 'Create an account' },
  forgotPassword: { id: 'member.forgotPassword', defaultMessage: 'Forgot your password?' },
  invalidCredentials: { id: 'member.invalidCredentials', defaultMessage: 'Invalid credentials given.' },
  signInRequired: { id: 'member.signInRequired', defaultMessage: 'You can not proceed without being signed in' },
  sessionExpired: { id: 'member.sessionExpired', defaultMessage: 'Your session has ended. Please sign in again.' },
  socialCancelled: {
    id: 'member.socialCancelled',
    defaultMessage: 'The sign-in was cancelled: you are not signed in.',
  },
});
