import { Field, Textarea } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { TextField } from '../../forms/TextField.tsx';
import type { useForm } from '../../forms/useForm.ts';
import { favouriteMessages } from './favouriteMessages.ts';

export interface ListValues extends Record<string, string> {
  name: string;
  description: string;
}

type ListForm = Omit<ReturnType<typeof useForm<ListValues>>, 'formRef'>;

/** The title and description fields of a list's create and edit forms. */
export function ListFields({ form }: { form: ListForm }) {
  const intl = useIntl();
  const description = form.field('description');
  return (
    <>
      <TextField label={intl.formatMessage(favouriteMessages.title)} required {...form.field('name')} />
      <Field
        label={intl.formatMessage(favouriteMessages.description)}
        validationMessage={description.error}
        validationState={description.error ? 'error' : 'none'}
      >
        <Textarea
          name="description"
          value={description.value}
          resize="vertical"
          onChange={(_, { value }) => description.onChange(null, { value })}
        />
      </Field>
    </>
  );
}

/** The yup keys of listValidation.ts in words. */
export const listErrorText = (intl: ReturnType<typeof useIntl>, key: string) =>
  intl.formatMessage(key === 'titleRequired' ? favouriteMessages.titleRequired : favouriteMessages.titleLength);
