import { Button, Field, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formMessages } from '../../../forms/formMessages.ts';
import { useForm } from '../../../forms/useForm.ts';
import { useSessionEndedRedirect } from '../../../session/useSessionEndedRedirect.ts';
import { useSuggestPlaceEditMutation } from './useSuggestPlaceEditMutation.ts';
import { useSuggestPlaceMutation } from './useSuggestPlaceMutation.ts';
import type { Weekday } from '../openingHours.ts';
import { emptyHoursForm, hoursFormFrom, hoursToInput, type HoursError } from '../openingHoursForm.ts';
import { checkPhotos } from './photoFiles.ts';
import { IMAGE_TYPES } from '../../../forms/validation.ts';
import { sameMembers } from './placeTags.ts';
import {
  suggestPlaceEditSchema,
  suggestPlaceSchema,
  type SuggestFieldName,
  type SuggestMessageKey,
} from './suggestValidation.ts';
import { suggestErrorText } from './suggestErrorText.ts';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { TextField } from '../../../forms/TextField.tsx';
import { HoursFields } from './HoursFields.tsx';
import { PlaceTagsField } from './PlaceTagsField.tsx';
import type { PlaceFeatureName } from '../placeFeatureMessages.ts';
import { FeaturesField } from './FeaturesField.tsx';
import { initialValues, socialKeys } from './suggestFormValues.ts';
import type { SuggestPlaceForm_place$key } from './__generated__/SuggestPlaceForm_place.graphql';
import type { SuggestPlaceForm_query$key } from './__generated__/SuggestPlaceForm_query.graphql';

const labels = defineMessages({
  nameEn: { id: 'placeForm.nameEn', defaultMessage: 'English name' },
  nameAr: { id: 'placeForm.nameAr', defaultMessage: 'Arabic name' },
  about: { id: 'placeForm.about', defaultMessage: 'About the place' },
  categoryId: { id: 'placeForm.category', defaultMessage: 'Category' },
  subcategoryId: { id: 'placeForm.subcategory', defaultMessage: 'Subcategory' },
  phone: { id: 'placeForm.phone', defaultMessage: 'Phone' },
  website: { id: 'placeForm.website', defaultMessage: 'Website' },
  facebook: { id: 'placeForm.facebook', defaultMessage: 'Facebook' },
  twitter: { id: 'placeForm.twitter', defaultMessage: 'Twitter' },
  youtube: { id: 'placeForm.youtube', defaultMessage: 'YouTube' },
  instagram: { id: 'placeForm.instagram', defaultMessage: 'Instagram' },
});

const messages = defineMessages({
  hours: { id: 'placeForm.hours', defaultMessage: 'Hours of operation (Riyadh time)' },
  photos: { id: 'placeForm.photos', defaultMessage: 'Photos' },
  photosHint: { id: 'placeForm.photosHint', defaultMessage: 'Up to 5 JPEG, PNG or WebP images of at most 5 MB each.' },
  tooMany: { id: 'placeForm.photosTooMany', defaultMessage: 'Choose at most 5 photos.' },
  badFile: { id: 'placeForm.photosBadFile', defaultMessage: 'Choose JPEG, PNG or WebP images of at most 5 MB.' },
  phoneHint: { id: 'placeForm.phoneHint', defaultMessage: 'Optional. A Saudi number, e.g. 0126000000 or 05XXXXXXXX' },
  editNamesHint: { id: 'placeForm.editNamesHint', defaultMessage: 'Leave empty to keep the current name.' },
  submit: { id: 'placeForm.submit', defaultMessage: 'Send suggestion' },
  nothingChanged: { id: 'placeForm.nothingChanged', defaultMessage: 'Change at least one field to suggest an edit.' },
  hoursErrors: { id: 'placeForm.hoursErrors', defaultMessage: 'Check the opening hours.' },
});

const useStyles = makeStyles({
  section: { display: 'grid', gap: '14px', margin: 0, padding: 0, border: 'none' },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBlockEnd: '6px', padding: 0 },
  checkboxes: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' },
});

/**
 * The add-place form, or with `place` the suggest-edit form (which sends only what changed). Yup checks the fields
 * first; the server's userErrors come back beside their fields.
 */
export function SuggestPlaceForm({
  query,
  place: placeKey,
  onSubmitted,
}: {
  query: SuggestPlaceForm_query$key;
  place: SuggestPlaceForm_place$key | null;
  onSubmitted: () => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const formStyles = useFormStyles();
  const data = useFragment(
    graphql`
      fragment SuggestPlaceForm_query on Query {
        viewer {
          city(id: $cityId) {
            id
          }
        }
        placeCategories {
          id
          name
          subcategories {
            id
            name
          }
        }
        placeTags {
          id
          name
        }
      }
    `,
    query,
  );
  /* eslint-disable relay/unused-fields -- the form starts from the place through initialValues and hoursFormFrom,
     which read these fields */
  const place = useFragment(
    graphql`
      fragment SuggestPlaceForm_place on Place {
        id
        name
        about
        category {
          id
        }
        subcategory {
          id
        }
        features
        tags {
          id
        }
        phone
        website
        social {
          facebook
          twitter
          youtube
          instagram
        }
        openingHours {
          weekday
          closed
          allDay
          spans {
            opens
            closes
          }
        }
      }
    `,
    placeKey,
  );
  /* eslint-enable relay/unused-fields */
  const isEdit = place != null;
  const initial = useMemo(() => initialValues(place ?? null), [place]);
  const initialHours = useMemo(() => (place ? hoursFormFrom(place.openingHours) : emptyHoursForm()), [place]);
  const initialFeatures = useMemo(() => [...(place?.features ?? [])], [place]);
  const initialTagIds = useMemo(() => (place?.tags ?? []).map((tag) => tag.id), [place]);
  const label = (field: SuggestFieldName) => intl.formatMessage(labels[field]);
  const { formRef, ...form } = useForm(isEdit ? suggestPlaceEditSchema : suggestPlaceSchema, initial, (key, field) =>
    suggestErrorText(intl, key as SuggestMessageKey, label(field)),
  );
  const [features, setFeatures] = useState<string[]>(initialFeatures);
  const [tagIds, setTagIds] = useState<string[]>(initialTagIds);
  const [hours, setHours] = useState(initialHours);
  const [hoursErrors, setHoursErrors] = useState<Partial<Record<Weekday, HoursError>>>({});
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [suggestPlace] = useSuggestPlaceMutation();
  const [suggestEdit] = useSuggestPlaceEditMutation();
  const sessionEnded = useSessionEndedRedirect();

  const subcategories =
    data.placeCategories.find((category) => category.id === form.values.categoryId)?.subcategories ?? [];

  const onPhotos = (files: File[]) => {
    const problem = checkPhotos(files);
    setPhotoError(problem ? intl.formatMessage(messages[problem]) : null);
    setPhotos(problem ? [] : files);
  };

  const onSubmit = form.submit(async (values) => {
    const { input: hoursInput, errors } = hoursToInput(hours);
    setHoursErrors(errors);
    if (Object.keys(errors).length > 0) {
      form.setFormError(intl.formatMessage(messages.hoursErrors));
      return;
    }
    if (photoError) return;
    const changed = (field: SuggestFieldName) => !isEdit || values[field] !== initial[field];
    const text = (field: SuggestFieldName) => (changed(field) && values[field] ? values[field] : undefined);
    const social = Object.fromEntries(socialKeys.filter((key) => changed(key)).map((key) => [key, values[key]]));
    const common = {
      nameEn: text('nameEn'),
      nameAr: text('nameAr'),
      about: changed('about') ? values.about : undefined,
      subcategoryId: text('subcategoryId'),
      phone: changed('phone') ? values.phone : undefined,
      website: changed('website') ? values.website : undefined,
      social: Object.keys(social).length > 0 ? social : undefined,
      features: !isEdit || !sameMembers(features, initialFeatures) ? (features as PlaceFeatureName[]) : undefined,
      tagIds: !isEdit || !sameMembers(tagIds, initialTagIds) ? tagIds : undefined,
      hours: !isEdit || JSON.stringify(hours) !== JSON.stringify(initialHours) ? hoursInput : undefined,
      photos: photos.length > 0 ? photos.map(() => null) : undefined,
    };
    const uploadables = Object.fromEntries(photos.map((file, index) => [`input.photos.${index}`, file]));
    try {
      let answer;
      if (place) {
        const edit = { placeId: place.id, categoryId: text('categoryId'), ...common };
        if (Object.values(edit).filter((value) => value !== undefined).length === 1) {
          form.setFormError(intl.formatMessage(messages.nothingChanged));
          return;
        }
        answer = (await suggestEdit({ input: edit }, uploadables)).suggestPlaceEdit;
      } else {
        answer = (
          await suggestPlace(
            {
              input: {
                ...common,
                nameEn: values.nameEn,
                nameAr: values.nameAr,
                categoryId: values.categoryId,
                cityId: data.viewer.city.id,
              },
            },
            uploadables,
          )
        ).suggestPlace;
      }
      if (answer.userErrors.length > 0) {
        const photoProblem = answer.userErrors.find((error) => error.field?.split('.').includes('photos'));
        if (photoProblem) setPhotoError(photoProblem.message);
        form.showServerErrors(answer.userErrors.filter((error) => error !== photoProblem));
        return;
      }
      onSubmitted();
    } catch (error) {
      if (!sessionEnded(error)) form.setFormError(intl.formatMessage(formMessages.unreachable));
    }
  });

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormStatus error={form.formError} />
      <div className={formStyles.row}>
        <TextField
          label={label('nameEn')}
          dir="ltr"
          required={!isEdit}
          hint={isEdit ? intl.formatMessage(messages.editNamesHint) : undefined}
          {...form.field('nameEn')}
        />
        <TextField
          label={label('nameAr')}
          dir="rtl"
          required={!isEdit}
          hint={isEdit ? intl.formatMessage(messages.editNamesHint) : undefined}
          {...form.field('nameAr')}
        />
      </div>
      <Field
        label={label('about')}
        validationMessage={form.field('about').error}
        validationState={form.field('about').error ? 'error' : 'none'}
      >
        <Textarea
          name="about"
          value={form.values.about}
          resize="vertical"
          aria-invalid={form.field('about').error ? true : undefined}
          onChange={(_, { value }) => form.field('about').onChange(null, { value })}
        />
      </Field>
      <div className={formStyles.row}>
        <Field
          label={label('categoryId')}
          required={!isEdit}
          validationMessage={form.field('categoryId').error}
          validationState={form.field('categoryId').error ? 'error' : 'none'}
        >
          <Select
            name="categoryId"
            value={form.values.categoryId}
            aria-invalid={form.field('categoryId').error ? true : undefined}
            onChange={(_, { value }) => {
              form.field('categoryId').onChange(null, { value });
              form.field('subcategoryId').onChange(null, { value: '' });
            }}
          >
            <option value="">{intl.formatMessage({ id: 'placeForm.choose', defaultMessage: 'Choose…' })}</option>
            {data.placeCategories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={label('subcategoryId')}
          validationMessage={form.field('subcategoryId').error}
          validationState={form.field('subcategoryId').error ? 'error' : 'none'}
        >
          <Select
            name="subcategoryId"
            value={form.values.subcategoryId}
            disabled={subcategories.length === 0}
            onChange={(_, { value }) => form.field('subcategoryId').onChange(null, { value })}
          >
            <option value="">{intl.formatMessage({ id: 'placeForm.choose', defaultMessage: 'Choose…' })}</option>
            {subcategories.map((subcategory) => (
              <option key={subcategory.id} value={subcategory.id}>
                {subcategory.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <FeaturesField
        value={features}
        onChange={setFeatures}
        classes={{ section: styles.section, legend: styles.legend, list: styles.checkboxes }}
      />
      <PlaceTagsField
        tags={data.placeTags}
        value={tagIds}
        onChange={setTagIds}
        classes={{ section: styles.section, legend: styles.legend, list: styles.checkboxes }}
      />
      <HoursFields
        legend={intl.formatMessage(messages.hours)}
        value={hours}
        errors={hoursErrors}
        onChange={(next) => {
          setHours(next);
          setHoursErrors({});
        }}
      />
      <TextField
        label={label('phone')}
        type="tel"
        dir="ltr"
        hint={intl.formatMessage(messages.phoneHint)}
        {...form.field('phone')}
      />
      <TextField label={label('website')} type="url" dir="ltr" {...form.field('website')} />
      <div className={formStyles.row}>
        {socialKeys.map((key) => (
          <TextField key={key} label={label(key)} type="url" dir="ltr" {...form.field(key)} />
        ))}
      </div>
      <Field
        label={intl.formatMessage(messages.photos)}
        hint={intl.formatMessage(messages.photosHint)}
        validationMessage={photoError ?? undefined}
        validationState={photoError ? 'error' : 'none'}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept={IMAGE_TYPES.join(',')}
            onChange={(event) => onPhotos([...(event.target.files ?? [])])}
          />
        )}
      </Field>
      <div className={formStyles.actions}>
        <Button type="submit" appearance="primary" disabled={form.submitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
    </form>
  );
}
