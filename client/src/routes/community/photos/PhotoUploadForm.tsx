import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { IMAGE_TYPES, imageFileProblem } from '../../../forms/validation.ts';
import { validationMessages } from '../../../forms/validationMessages.ts';
import { sortServerErrors, type ServerErrors } from '../../../forms/serverErrors.ts';
import { useUploadPhotoMutation } from './usePhotoMutations.ts';
import { communityMessages } from '../communityMessages.ts';
import type { ListSubject } from '../ItemActions.tsx';
import type { TipAuthor } from '../optimistic.ts';
import { runWrite, useWriteFeedback } from '../useWriteFeedback.tsx';

const useStyles = makeStyles({
  form: { display: 'grid', gap: '10px' },
  actions: { display: 'flex', gap: '8px', justifyContent: 'flex-end' },
});

const noErrors: ServerErrors = { fields: {}, form: null };

/**
 * Uploads a photo: the type and the 5 MB limit are checked here first, then by the server (its field errors show
 * beside the fields). Loaded only when a member opens it. The photo shows at once from the local file.
 */
export default function PhotoUploadForm({
  subject,
  author,
  onDone,
}: {
  subject: ListSubject;
  author: TipAuthor;
  onDone: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const feedback = useWriteFeedback();
  const [upload, uploading] = useUploadPhotoMutation();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors>(noErrors);
  const imageError = fileError ?? serverErrors.fields.image;

  const onFile = (chosen: File | undefined) => {
    setServerErrors(noErrors);
    setFile(chosen ?? null);
    const problem = chosen ? imageFileProblem(chosen) : null;
    setFileError(problem ? intl.formatMessage(validationMessages[problem]) : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(intl.formatMessage(validationMessages.required));
      return;
    }
    if (fileError) return;
    const preview = URL.createObjectURL(file);
    const id = `client:optimistic-photo:${preview}`;
    const answer = await runWrite(
      feedback,
      () =>
        upload(
          {
            input: { subjectId: subject.id, image: null, caption: caption.trim() || null },
            connections: [subject.photosConnection],
          },
          { 'input.image': file },
          {
            optimisticResponse: {
              uploadPhoto: {
                photoEdge: {
                  cursor: id,
                  node: {
                    id,
                    image: { url: preview, thumbnail: preview, alt: null },
                    caption: caption.trim() || null,
                    createdAt: new Date().toISOString(),
                    upVoteCount: 0,
                    viewerHasVoted: false,
                    viewerIsAuthor: true,
                    author: { id: author.id, fullName: author.fullName },
                  },
                },
                subject: { __typename: subject.__typename, id: subject.id, photoCount: subject.photoCount + 1 },
                userErrors: [],
              },
            },
          },
        ),
      (result) => {
        setServerErrors(sortServerErrors(result.uploadPhoto.userErrors, ['image', 'caption']));
        return !result.uploadPhoto.photoEdge;
      },
      communityMessages.photoPublished,
    );
    URL.revokeObjectURL(preview);
    if (answer) onDone();
  };

  // The first field gets the focus when the form opens.
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => fileInput.current?.focus(), []);

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field
        label={intl.formatMessage({
          id: 'community.photoFile',
          defaultMessage: 'Photo (JPEG, PNG or WebP, at most 5 MB)',
        })}
        required
        validationMessage={imageError}
        validationState={imageError ? 'error' : 'none'}
      >
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-invalid={imageError ? true : undefined}
            onChange={(event) => onFile(event.target.files?.[0])}
          />
        )}
      </Field>
      <Field
        label={intl.formatMessage({ id: 'community.photoCaption', defaultMessage: 'Caption (optional)' })}
        validationMessage={serverErrors.fields.caption}
        validationState={serverErrors.fields.caption ? 'error' : 'none'}
      >
        <Input value={caption} maxLength={300} onChange={(_, data) => setCaption(data.value)} />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={uploading}>
          {intl.formatMessage({ id: 'community.publishPhoto', defaultMessage: 'Publish photo' })}
        </Button>
        <Button type="button" onClick={onDone}>
          {intl.formatMessage(communityMessages.cancel)}
        </Button>
      </div>
    </form>
  );
}
