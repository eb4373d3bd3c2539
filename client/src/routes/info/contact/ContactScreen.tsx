import { withFluentScope } from '../../../app/FluentScope.tsx';
import { Button, Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { formMessages } from '../../../forms/formMessages.ts';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { TextField } from '../../../forms/TextField.tsx';
import { useForm } from '../../../forms/useForm.ts';
import { guestId } from '../../../guest/guestId.ts';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { hasMemberSession } from '../../../session/authState.ts';
import { aboutPageMessage, contactMessages } from './contactMessages.ts';
import { contactSchema, REQUEST_TYPE_WORDS, REQUEST_TYPES } from './contactSchema.ts';
import { useSendContactMessageMutation } from './useSendContactMessageMutation.ts';
import type { ContactScreenQuery } from './__generated__/ContactScreenQuery.graphql';
import type { ContactRequestType } from './__generated__/useSendContactMessageMutation.graphql';

export const contactQuery = graphql`
  query ContactScreenQuery($cityId: ID, $pageUrl: String!) {
    ...PageShell_query
  }
`;

/** A signed-in member's guest id is not needed: the request carries the member. */
const senderGuestId = () => (hasMemberSession() ? null : guestId());

/** Contact us: name, email, message and request type; `?type=suggestion&page=/events` pre-fills (the crash screen). */
function ContactScreen() {
  const intl = useIntl();
  const styles = useFormStyles();
  const { query } = useLoaderData() as RouteData<ContactScreenQuery>;
  const data = usePreloadedQuery<ContactScreenQuery>(contactQuery, query);
  const [searchParams] = useSearchParams();
  const pageUrl = searchParams.get('page')?.slice(0, 500) || null;
  const [initial] = useState(() => ({
    name: '',
    email: '',
    message: '',
    requestType: (REQUEST_TYPE_WORDS[searchParams.get('type') ?? ''] ?? '') as string,
  }));
  const { formRef, ...form } = useForm(contactSchema, initial);
  const [sent, setSent] = useState(false);
  const [send] = useSendContactMessageMutation();
  const title = intl.formatMessage(contactMessages.title);

  const onSubmit = form.submit(async (values) => {
    try {
      const { sendContactMessage } = await send({
        input: {
          name: values.name,
          email: values.email,
          message: values.message,
          requestType: values.requestType as ContactRequestType,
          pageUrl,
          guestId: senderGuestId(),
        },
      });
      if (sendContactMessage.ok) setSent(true);
      else form.showServerErrors(sendContactMessage.userErrors);
    } catch {
      form.setFormError(intl.formatMessage(formMessages.unreachable));
    }
  });
  const requestType = form.field('requestType');

  return (
    <PageShell title={usePageTitle(title)} query={data}>
      <section className={styles.card} aria-labelledby="contact-title">
        <h1 id="contact-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{intl.formatMessage(contactMessages.lead)}</p>
        {sent ? (
          <FormStatus success={intl.formatMessage(contactMessages.received)} />
        ) : (
          <form ref={formRef} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
            <FormStatus error={form.formError} />
            {pageUrl ? <p className={styles.lead}>{intl.formatMessage(aboutPageMessage, { page: pageUrl })}</p> : null}
            <TextField
              label={intl.formatMessage(contactMessages.name)}
              autoComplete="name"
              required
              {...form.field('name')}
            />
            <TextField
              label={intl.formatMessage(contactMessages.email)}
              type="email"
              autoComplete="email"
              dir="ltr"
              required
              {...form.field('email')}
            />
            <MessageField label={intl.formatMessage(contactMessages.message)} {...form.field('message')} />
            <Field
              label={intl.formatMessage(contactMessages.requestType)}
              required
              validationMessage={requestType.error}
              validationState={requestType.error ? 'error' : 'none'}
            >
              <RadioGroup
                layout="horizontal"
                name="requestType"
                value={requestType.value}
                aria-invalid={requestType.error ? true : undefined}
                onChange={(event, radio) => requestType.onChange(event, { value: radio.value })}
              >
                {REQUEST_TYPES.map((type) => (
                  <Radio key={type} value={type} label={intl.formatMessage(contactMessages[type])} />
                ))}
              </RadioGroup>
            </Field>
            <Button type="submit" appearance="primary" size="large" disabled={form.submitting}>
              {intl.formatMessage(contactMessages.send)}
            </Button>
          </form>
        )}
      </section>
    </PageShell>
  );
}

function MessageField({
  label,
  error,
  ...textarea
}: {
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: unknown, data: { value: string }) => void;
}) {
  return (
    <Field label={label} required validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Textarea {...textarea} rows={6} resize="vertical" aria-invalid={error ? true : undefined} />
    </Field>
  );
}

export default withFluentScope(ContactScreen);
