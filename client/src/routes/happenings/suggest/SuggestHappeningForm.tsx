import { Button, Field, Select, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDate, formatTime } from '../../../format/dateTime.ts';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { formMessages } from '../../../forms/formMessages.ts';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { TextField } from '../../../forms/TextField.tsx';
import { useForm } from '../../../forms/useForm.ts';
import { IMAGE_TYPES, imageFileProblem } from '../../../forms/validation.ts';
import { useSessionEndedRedirect } from '../../../session/useSessionEndedRedirect.ts';
import { PhoneNumberField } from '../../members/PhoneNumberField.tsx';
import { COORDINATE_LIMITS, parseCoordinate } from '../../places/map/coordinates.ts';
import { LocationPicker } from '../../places/map/LocationPicker.tsx';
import { suggestErrorText } from '../../places/suggest/suggestErrorText.ts';
import type { SuggestMessageKey } from '../../places/suggest/suggestValidation.ts';
import {
  happeningSuggestSchema,
  riyadhLocalToIso,
  type HappeningSuggestMessageKey,
  type HappeningSuggestValues,
} from './happeningSuggestValidation.ts';
import { useSuggestHappeningMutation } from './useSuggestHappeningMutation.ts';
import type { SuggestHappeningForm_query$key } from './__generated__/SuggestHappeningForm_query.graphql';

type FieldName = keyof HappeningSuggestValues;

const labels = defineMessages({
  kind: { id: 'suggestHappening.kind', defaultMessage: 'Type' },
  nameEn: { id: 'suggestHappening.nameEn', defaultMessage: 'English name' },
  nameAr: { id: 'suggestHappening.nameAr', defaultMessage: 'Arabic name' },
  information: { id: 'suggestHappening.information', defaultMessage: 'Event information' },
  startDate: { id: 'suggestHappening.startDate', defaultMessage: 'Start date and time' },
  finishDate: { id: 'suggestHappening.finishDate', defaultMessage: 'Finish date and time' },
  videoUrl: { id: 'suggestHappening.videoUrl', defaultMessage: 'Video link' },
  venueName: { id: 'suggestHappening.venueName', defaultMessage: 'Venue name' },
  latitude: { id: 'suggestHappening.latitude', defaultMessage: 'Latitude' },
  longitude: { id: 'suggestHappening.longitude', defaultMessage: 'Longitude' },
  categoryId: { id: 'suggestHappening.category', defaultMessage: 'Category' },
  organizerName: { id: 'suggestHappening.organizerName', defaultMessage: "Organiser's full name" },
  mobile: { id: 'suggestHappening.mobile', defaultMessage: 'Mobile number' },
  email: { id: 'suggestHappening.email', defaultMessage: 'E-mail' },
  officeLocation: { id: 'suggestHappening.officeLocation', defaultMessage: 'Office location' },
});

const messages = defineMessages({
  event: { id: 'suggestHappening.event', defaultMessage: 'Event' },
  experience: { id: 'suggestHappening.experience', defaultMessage: 'Experience' },
  choose: { id: 'suggestHappening.choose', defaultMessage: 'Choose…' },
  riyadhTime: { id: 'suggestHappening.riyadhTime', defaultMessage: 'Riyadh time' },
  photo: { id: 'suggestHappening.photo', defaultMessage: 'Photo' },
  photoHint: { id: 'suggestHappening.photoHint', defaultMessage: 'A JPEG, PNG or WebP image of at most 5 MB.' },
  badPhoto: { id: 'suggestHappening.badPhoto', defaultMessage: 'Choose a JPEG, PNG or WebP image of at most 5 MB.' },
  mobileHint: { id: 'suggestHappening.mobileHint', defaultMessage: 'A Saudi mobile number, e.g. 05XXXXXXXX' },
  finishBeforeStart: defineMessage<{ field: string }>({
    id: 'suggestHappening.finishBeforeStart',
    defaultMessage: '{field} must be after the start',
  }),
  coordinateRange: defineMessage<{ field: string; min: number; max: number }>({
    id: 'suggestHappening.coordinateRange',
    defaultMessage: '{field} must be between {min, number} and {max, number}',
  }),
  location: { id: 'suggestHappening.location', defaultMessage: 'Location on the map' },
  submit: { id: 'suggestHappening.submit', defaultMessage: 'Send suggestion' },
});

const riyadhTimeAt = defineMessage<{ date: string; time: string }>({
  id: 'suggestHappening.riyadhTimeAt',
  defaultMessage: '{date}, {time} Riyadh time',
});

/** The add-event/experience form (docs/favourites.md): yup first, then the server's field errors beside the fields. */
export function SuggestHappeningForm({
  query,
  kind,
  onSubmitted,
}: {
  query: SuggestHappeningForm_query$key;
  kind: 'EVENT' | 'EXPERIENCE';
  onSubmitted(): void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const formStyles = useFormStyles();
  const data = useFragment(
    graphql`
      fragment SuggestHappeningForm_query on Query {
        viewer {
          googleMapsApiKey
        }
        eventCategories {
          id
          name
        }
        experienceCategories {
          id
          name
        }
      }
    `,
    query,
  );
  const initial: HappeningSuggestValues = {
    kind,
    nameEn: '',
    nameAr: '',
    information: '',
    startDate: '',
    finishDate: '',
    videoUrl: '',
    venueName: '',
    latitude: '',
    longitude: '',
    categoryId: '',
    organizerName: '',
    mobile: '',
    email: '',
    officeLocation: '',
  };
  const label = (field: FieldName) => intl.formatMessage(labels[field]);
  const { formRef, ...form } = useForm(happeningSuggestSchema, initial, (key, field) => {
    const name = label(field as FieldName);
    switch (key as HappeningSuggestMessageKey) {
      case 'finishBeforeStart':
        return intl.formatMessage(messages.finishBeforeStart, { field: name });
      case 'coordinateRange': {
        const limit = COORDINATE_LIMITS[field === 'latitude' ? 'latitude' : 'longitude'];
        return intl.formatMessage(messages.coordinateRange, { field: name, min: -limit, max: limit });
      }
      default:
        return suggestErrorText(intl, key as SuggestMessageKey, name);
    }
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [suggest] = useSuggestHappeningMutation();
  const sessionEnded = useSessionEndedRedirect();
  const categories = form.values.kind === 'EVENT' ? data.eventCategories : data.experienceCategories;

  const onSubmit = form.submit(async (values) => {
    if (photoError) return;
    const text = (field: FieldName) => values[field] || null;
    try {
      const answer = await suggest(
        {
          input: {
            kind: values.kind === 'EVENT' ? 'EVENT' : 'EXPERIENCE',
            nameEn: values.nameEn,
            nameAr: values.nameAr,
            information: values.information,
            startDate: riyadhLocalToIso(values.startDate),
            finishDate: riyadhLocalToIso(values.finishDate),
            videoUrl: text('videoUrl'),
            venueName: text('venueName'),
            latitude: parseCoordinate(values.latitude),
            longitude: parseCoordinate(values.longitude),
            categoryId: values.categoryId,
            organizerName: values.organizerName,
            mobile: values.mobile,
            email: values.email,
            officeLocation: text('officeLocation'),
            photo: photo ? null : undefined,
          },
        },
        photo ? { 'input.photo': photo } : undefined,
      );
      const errors = answer.suggestHappening.userErrors;
      if (errors.length > 0) {
        const photoProblem = errors.find((error) => error.field === 'photo');
        if (photoProblem) setPhotoError(photoProblem.message);
        form.showServerErrors(errors.filter((error) => error !== photoProblem));
        return;
      }
      onSubmitted();
    } catch (error) {
      if (!sessionEnded(error)) form.setFormError(intl.formatMessage(formMessages.unreachable));
    }
  });

  const select = (
    field: 'kind' | 'categoryId',
    options: readonly { id: string; name: string }[],
    onPick?: () => void,
  ) => (
    <Field
      label={label(field)}
      required
      validationMessage={form.field(field).error}
      validationState={form.field(field).error ? 'error' : 'none'}
    >
      <Select
        name={field}
        value={form.values[field]}
        aria-invalid={form.field(field).error ? true : undefined}
        onChange={(_, { value }) => {
          form.field(field).onChange(null, { value });
          onPick?.();
        }}
      >
        {field === 'categoryId' ? <option value="">{intl.formatMessage(messages.choose)}</option> : null}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Select>
    </Field>
  );
  const textArea = form.field('information');
  // The browser draws the field in its own language; the hint repeats the chosen moment in the page's language.
  const riyadh = (value: string) => {
    const iso = `${value}:00+03:00`;
    return value && !Number.isNaN(Date.parse(iso))
      ? intl.formatMessage(riyadhTimeAt, { date: formatDate(iso, locale), time: formatTime(iso, locale) })
      : intl.formatMessage(messages.riyadhTime);
  };

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormStatus error={form.formError} />
      {select(
        'kind',
        [
          { id: 'EVENT', name: intl.formatMessage(messages.event) },
          { id: 'EXPERIENCE', name: intl.formatMessage(messages.experience) },
        ],
        () => form.field('categoryId').onChange(null, { value: '' }),
      )}
      <div className={formStyles.row}>
        <TextField label={label('nameEn')} dir="ltr" required {...form.field('nameEn')} />
        <TextField label={label('nameAr')} dir="rtl" required {...form.field('nameAr')} />
      </div>
      <Field
        label={label('information')}
        required
        validationMessage={textArea.error}
        validationState={textArea.error ? 'error' : 'none'}
      >
        <Textarea
          name="information"
          value={textArea.value}
          resize="vertical"
          aria-invalid={textArea.error ? true : undefined}
          onChange={(_, { value }) => textArea.onChange(null, { value })}
        />
      </Field>
      <div className={formStyles.row}>
        <TextField
          label={label('startDate')}
          type="datetime-local"
          dir="ltr"
          required
          hint={riyadh(form.values.startDate)}
          {...form.field('startDate')}
        />
        <TextField
          label={label('finishDate')}
          type="datetime-local"
          dir="ltr"
          required
          hint={riyadh(form.values.finishDate)}
          {...form.field('finishDate')}
        />
      </div>
      {select('categoryId', categories)}
      <TextField label={label('videoUrl')} type="url" dir="ltr" {...form.field('videoUrl')} />
      <TextField label={label('venueName')} {...form.field('venueName')} />
      <LocationPicker
        apiKey={data.viewer.googleMapsApiKey ?? null}
        legend={intl.formatMessage(messages.location)}
        labels={{ latitude: label('latitude'), longitude: label('longitude') }}
        value={{ latitude: form.values.latitude, longitude: form.values.longitude }}
        errors={{ latitude: form.field('latitude').error, longitude: form.field('longitude').error }}
        onChange={(position) => form.setValues((current) => ({ ...current, ...position }))}
      />
      <Field
        label={intl.formatMessage(messages.photo)}
        hint={intl.formatMessage(messages.photoHint)}
        validationMessage={photoError ?? undefined}
        validationState={photoError ? 'error' : 'none'}
      >
        {(control) => (
          <input
            {...control}
            name="photo"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              const bad = file !== null && (file.size === 0 || imageFileProblem(file) !== null);
              setPhotoError(bad ? intl.formatMessage(messages.badPhoto) : null);
              setPhoto(bad ? null : file);
            }}
          />
        )}
      </Field>
      <TextField label={label('organizerName')} required {...form.field('organizerName')} />
      <PhoneNumberField
        label={label('mobile')}
        hint={intl.formatMessage(messages.mobileHint)}
        required
        {...form.field('mobile')}
      />
      <TextField label={label('email')} type="email" dir="ltr" required {...form.field('email')} />
      <TextField label={label('officeLocation')} {...form.field('officeLocation')} />
      <div className={formStyles.actions}>
        <Button type="submit" appearance="primary" disabled={form.submitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
    </form>
  );
}
