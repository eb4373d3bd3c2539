import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useHref } from 'react-router-dom';
import { FormStatus } from '../../forms/FormStatus.tsx';
import { favouriteMessages } from './favouriteMessages.ts';
import { sharedListPath } from './favouritePaths.ts';

const useStyles = makeStyles({
  root: { display: 'grid', gap: '8px' },
  row: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'flex-end' },
  link: { flexGrow: 1, minWidth: '240px' },
});

/** Whether the browser offers the system share sheet (phones mostly). */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The shared link of a list (in the viewer's language), "Copy link" ('Link copied'), and the share sheet where there is one. */
export function ShareControls({ shareId, name }: { shareId: string; name: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const href = useHref(sharedListPath(shareId));
  const url = typeof window === 'undefined' ? href : new URL(href, window.location.origin).toString();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Without clipboard access the field's text is selected for the person to copy.
      document.querySelector<HTMLInputElement>('input[name="shareLink"]')?.select();
    }
    setCopied(true);
  };
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Field className={styles.link} label={intl.formatMessage(favouriteMessages.shareLink)}>
          <Input name="shareLink" value={url} readOnly dir="ltr" />
        </Field>
        <Button onClick={() => void copy()}>{intl.formatMessage(favouriteMessages.copyLink)}</Button>
        {canShare() ? (
          <Button
            appearance="primary"
            onClick={() => void navigator.share({ title: name, url }).catch(() => undefined)}
          >
            {intl.formatMessage(favouriteMessages.share)}
          </Button>
        ) : null}
      </div>
      <FormStatus success={copied ? intl.formatMessage(favouriteMessages.linkCopied) : null} />
    </div>
  );
}
