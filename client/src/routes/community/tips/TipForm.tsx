import { Button, Field, makeStyles, Textarea } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useForm } from '../../../forms/useForm.ts';
import { TIP_MAX_LENGTH, tipSchema } from '../../../forms/validation.ts';
import { usePostTipMutation } from './useTipMutations.ts';
import { communityMessages } from '../communityMessages.ts';
import type { ListSubject } from '../ItemActions.tsx';
import { optimisticTipEdge, tipCountAfter, type TipAuthor } from '../optimistic.ts';
import { runWrite, useWriteFeedback } from '../useWriteFeedback.tsx';

const initial = { text: '' };

const useStyles = makeStyles({
  form: { display: 'grid', gap: '10px' },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * Posts a tip (1-1000 characters): it is on top of the list at once, replaced by the server's or taken back. Loaded
 * for members only, after the screen (visitors never need the form code).
 */
export default function TipForm({ subject, author }: { subject: ListSubject; author: TipAuthor }) {
  const styles = useStyles();
  const intl = useIntl();
  const feedback = useWriteFeedback();
  const { formRef, ...form } = useForm(tipSchema, initial);
  const [postTip] = usePostTipMutation();
  const field = form.field('text');

  const onSubmit = form.submit(async ({ text }) => {
    const answer = await runWrite(
      feedback,
      () =>
        postTip({ input: { subjectId: subject.id, text }, connections: [subject.tipsConnection] }, undefined, {
          optimisticResponse: {
            postTip: {
              tipEdge: optimisticTipEdge(text, author, new Date()),
              ...tipCountAfter(subject, subject.tipCount + 1),
              userErrors: [],
            },
          },
        }),
      (result) => {
        if (result.postTip.userErrors.length > 0) form.showServerErrors(result.postTip.userErrors);
        return !result.postTip.tipEdge;
      },
      communityMessages.tipPublished,
    );
    if (answer) form.setValues(initial);
  });

  return (
    <form className={styles.form} ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field
        label={intl.formatMessage({ id: 'community.tipLabel', defaultMessage: 'Your tip' })}
        validationMessage={field.error}
        validationState={field.error ? 'error' : 'none'}
        hint={intl.formatMessage(
          { id: 'community.tipHint', defaultMessage: '{count, number} of {max, number} characters' },
          { count: field.value.length, max: TIP_MAX_LENGTH },
        )}
      >
        <Textarea
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          resize="vertical"
          aria-invalid={field.error ? true : undefined}
        />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={form.submitting}>
          {intl.formatMessage({ id: 'community.publishTip', defaultMessage: 'Publish tip' })}
        </Button>
      </div>
    </form>
  );
}
