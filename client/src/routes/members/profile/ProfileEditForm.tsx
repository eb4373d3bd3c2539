import { Button, Field, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSettingsActions } from '../../../app/useSettingsActions.ts';
import { isLocale, localeNames, locales, type Locale } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { formMessages } from '../../../forms/formMessages.ts';
import { useForm } from '../../../forms/useForm.ts';
import { useSessionEndedRedirect } from '../../../session/useSessionEndedRedirect.ts';
import { IMAGE_TYPES, imageFileProblem, profileSchema } from '../../../forms/validation.ts';
import { useUpdateProfileMutation } from './useUpdateProfileMutation.ts';
import { localeAfterProfileEdit } from '../../../settings/memberLanguage.ts';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { TextField } from '../../../forms/TextField.tsx';
import type { ProfileEditForm_query$key } from './__generated__/ProfileEditForm_query.graphql';
import type { ProfileEditForm_user$key } from './__generated__/ProfileEditForm_user.graphql';
import { memberMessages } from '../memberMessages.ts';
import { PhoneNumberField } from '../PhoneNumberField.tsx';

/** Edits names, image, language, city and phone; loaded only when the member opens it. */
export default function ProfileEditForm({
  user,
  query,
  onDone,
}: {
  user: ProfileEditForm_user$key;
  query: ProfileEditForm_query$key;
  onDone: (saved: boolean) => void;
}) {
  const intl = useIntl();
  const styles = useFormStyles();
  const me = useFragment(
    graphql`
      fragment ProfileEditForm_user on User {
        firstName
        lastName
        language
        phoneNumber
        city {
          id
        }
      }
    `,
    user,
  );
  const { cities } = useFragment(
    graphql`
      fragment ProfileEditForm_query on Query {
        cities(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    query,
  );
  const { formRef, ...form } = useForm(profileSchema, {
    firstName: me.firstName,
    lastName: me.lastName,
    phoneNumber: me.phoneNumber ?? '',
  });
  const [language, setLanguage] = useState<Locale>(isLocale(me.language) ? me.language : 'en');
  const [cityId, setCityId] = useState(me.city?.id ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [update] = useUpdateProfileMutation();
  const sessionEnded = useSessionEndedRedirect();
  const currentLocale = useLocale();
  const { setLocale } = useSettingsActions();

  const onImage = (file: File | undefined) => {
    setImage(null);
    setImageError(null);
    if (!file) return;
    if (imageFileProblem(file)) {
      setImageError(
        intl.formatMessage({
          id: 'profile.imageInvalid',
          defaultMessage: 'Choose a JPEG, PNG or WebP image of at most 5 MB.',
        }),
      );
      return;
    }
    setImage(file);
  };

  const onSubmit = form.submit(async (values) => {
    if (imageError) return;
    try {
      const input = { ...values, language, cityId: cityId || null };
      const { updateProfile } = await update({ input }, image ? { 'input.image': image } : undefined);
      if (updateProfile.userErrors.length) {
        form.showServerErrors(updateProfile.userErrors);
        return;
      }
      onDone(true);
      const locale = localeAfterProfileEdit(currentLocale, me.language, updateProfile.user?.language);
      if (locale) await setLocale(locale);
    } catch (error) {
      if (!sessionEnded(error)) form.setFormError(intl.formatMessage(formMessages.unreachable));
    }
  });

  return (
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
      <PhoneNumberField {...form.field('phoneNumber')} />
      <div className={styles.row}>
        <Field label={intl.formatMessage({ id: 'profile.language', defaultMessage: 'Language' })}>
          <Select value={language} onChange={(_, data) => setLanguage(data.value as Locale)}>
            {locales.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {localeNames[locale]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={intl.formatMessage({ id: 'profile.city', defaultMessage: 'City' })}>
          <Select value={cityId} onChange={(_, data) => setCityId(data.value)}>
            <option value="">{intl.formatMessage({ id: 'profile.notSet', defaultMessage: 'Not set' })}</option>
            {cities.edges.map(({ node }) => (
              <option key={node.id} value={node.id}>
                {node.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        label={intl.formatMessage({ id: 'profile.image', defaultMessage: 'Profile image' })}
        validationMessage={imageError ?? undefined}
        validationState={imageError ? 'error' : 'none'}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(event) => onImage(event.target.files?.[0])}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={form.submitting}>
          {intl.formatMessage({ id: 'profile.save', defaultMessage: 'Save changes' })}
        </Button>
        <Button type="button" onClick={() => onDone(false)}>
          {intl.formatMessage({ id: 'profile.cancel', defaultMessage: 'Cancel' })}
        </Button>
      </div>
    </form>
  );
}
