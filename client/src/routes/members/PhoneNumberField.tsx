import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from '../../forms/TextField.tsx';
import { memberMessages } from './memberMessages.ts';

type PhoneNumberFieldProps = Pick<TextFieldProps, 'name' | 'value' | 'error' | 'onChange'> &
  Partial<Pick<TextFieldProps, 'label' | 'hint' | 'required'>>;

/** The Saudi mobile number field of the sign-up and profile forms: digits left to right in both languages. */
export function PhoneNumberField(props: PhoneNumberFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage(memberMessages.phoneNumber)}
      type="tel"
      autoComplete="tel-national"
      dir="ltr"
      hint={intl.formatMessage(memberMessages.phoneHint)}
      {...props}
    />
  );
}
