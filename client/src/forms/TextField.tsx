import { Field, Input, type InputProps } from '@fluentui/react-components';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: NonNullable<InputProps['onChange']>;
  type?: InputProps['type'];
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  inputMode?: InputProps['inputMode'];
}

/** A labelled input whose error (ours or the server's) is announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, required, ...input }: TextFieldProps) {
  return (
    <Field
      label={label}
      required={required}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
      hint={hint}
    >
      <Input {...input} aria-invalid={error ? true : undefined} />
    </Field>
  );
}
