import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AnyObject, ObjectSchema } from 'yup';
import { sortServerErrors, type ServerErrors, type ServerUserError } from './serverErrors.ts';
import { validateFields } from './validation.ts';
import { validationMessages, type ValidationMessageKey } from './validationMessages.ts';

type FieldValues = Record<string, string>;

const noServerErrors: ServerErrors = { fields: {}, form: null };

/**
 * State of a form: values, the yup schema's messages (translated) and the server's userErrors beside their
 * fields. Submitting validates everything, focuses the first invalid field and only then calls the handler.
 * Take `formRef` out of the result (`const { formRef, ...form } = useForm(...)`): React's lint takes an object whose
 * property is passed as a `ref` for a ref itself, and then flags every read of it during render.
 */
export function useForm<T extends FieldValues>(
  schema: ObjectSchema<AnyObject>,
  initial: T,
  // Forms whose schema carries other message keys (e.g. messages that name the field) translate them themselves.
  translate?: (key: string, field: keyof T & string) => string,
) {
  const intl = useIntl();
  const [values, setValues] = useState<T>(initial);
  const [clientErrors, setClientErrors] = useState<Partial<Record<string, ValidationMessageKey>>>({});
  const [serverErrors, setServerErrors] = useState<ServerErrors>(noServerErrors);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const errorOf = (name: keyof T & string): string | undefined => {
    const key = clientErrors[name];
    if (!key) return serverErrors.fields[name];
    return translate ? translate(key, name) : intl.formatMessage(validationMessages[key]);
  };

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (_: unknown, data: { value: string }) => {
      setValues((current) => ({ ...current, [name]: data.value }));
      setClientErrors(({ [name]: _cleared, ...rest }) => rest);
      setServerErrors((current) => ({
        ...current,
        fields: Object.fromEntries(Object.entries(current.fields).filter(([key]) => key !== name)),
      }));
    },
    error: errorOf(name),
  });

  const showServerErrors = useCallback(
    (errors: readonly ServerUserError[]) => setServerErrors(sortServerErrors(errors, Object.keys(initial))),
    [initial],
  );

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (handler: (values: T) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateFields(schema, values);
    setClientErrors(errors);
    setServerErrors(noServerErrors);
    if (Object.keys(errors).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    try {
      await handler(schema.cast(values) as T);
    } finally {
      setSubmitting(false);
    }
    focusFirstInvalid();
  };

  return {
    values,
    setValues,
    field,
    submit,
    submitting,
    formRef,
    formError: serverErrors.form,
    showServerErrors,
    setFormError: (form: string | null) => setServerErrors({ fields: {}, form }),
  };
}
