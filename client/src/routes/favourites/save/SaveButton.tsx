import { lazy, Suspense, useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, loadQuery, useFragment, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasMemberSession } from '../../../session/authState.ts';
import { signInPath } from '../../../routing/signInPath.ts';
import styles from './SaveButton.module.css';
import type { savePickerQuery as SavePickerQuery } from './__generated__/savePickerQuery.graphql';
import type { SaveButton_item$key } from './__generated__/SaveButton_item.graphql';

// The picker (Fluent's dialog) loads when it is first opened: cards of the first route carry only this button.
const SavePickerDialog = lazy(() => import('./saveParts.ts').then((parts) => parts.savePickerDialog()));

// In the first route's namespace: cards on the home page show them before any other messages load.
const messages = defineMessages({
  save: { id: 'happening.save', defaultMessage: 'Save' },
  saved: { id: 'happening.saved', defaultMessage: 'Saved' },
});

const saveItem = defineMessage<{ name: string }>({ id: 'happening.saveItem', defaultMessage: 'Save {name} to a list' });

/**
 * The picker's query, loaded on each click; a reference is disposed once the next one is in use or the button goes:
 * what useQueryLoader does, with the first route's loadQuery instead of useQueryLoader's code.
 */
function usePickerLoader() {
  const environment = useRelayEnvironment();
  const [reference, setReference] = useState<PreloadedQuery<SavePickerQuery> | null>(null);
  useEffect(() => () => reference?.dispose(), [reference]);
  // The query's artifact loads with the first click, like the dialog that reads it.
  const load = async (itemId: string) => {
    const parts = await import('./saveParts.ts');
    // The dialog's code starts loading with the query's (it renders once the query is under way).
    void parts.savePickerDialog();
    const { savePickerQuery } = await parts.savePickerQuery();
    setReference(loadQuery<SavePickerQuery>(environment, savePickerQuery, { itemId }, { fetchPolicy: 'network-only' }));
  };
  return [reference, load] as const;
}

/**
 * The Save control of an event, experience, place or article: a member picks lists in a dialog (one request for all the ticks);
 * a visitor is sent to sign in and comes back to this page. The saved state follows at once and rolls back with a
 * message when the server refuses.
 */
export function SaveButton({ item, className }: { item: SaveButton_item$key; className?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // The dialog stays mounted once opened (closing it runs Fluent's own clean-up of the page behind it).
  const [pickerRef, loadPicker] = usePickerLoader();
  const data = useFragment(
    graphql`
      fragment SaveButton_item on Node {
        __typename
        id
        ... on Event {
          name
          viewerHasSaved
        }
        ... on Experience {
          name
          viewerHasSaved
        }
        ... on Place {
          name
          viewerHasSaved
        }
        ... on Article {
          title
          viewerHasSaved
        }
      }
    `,
    item,
  );
  const saved = 'viewerHasSaved' in data && data.viewerHasSaved === true;
  const name = ('name' in data ? data.name : 'title' in data ? data.title : undefined) ?? '';
  const onClick = () => {
    setError(null);
    if (!hasMemberSession()) {
      navigate(signInPath(`${location.pathname}${location.search}`, 'required'));
      return;
    }
    void loadPicker(data.id).then(() => {
      setRound((current) => current + 1);
      setOpen(true);
    });
  };
  return (
    <span className={className}>
      <button
        type="button"
        className={saved ? `${styles.button} ${styles.saved}` : styles.button}
        aria-pressed={saved}
        aria-label={intl.formatMessage(saveItem, { name })}
        onClick={onClick}
      >
        <span aria-hidden>{saved ? '★' : '☆'}</span>
        {intl.formatMessage(saved ? messages.saved : messages.save)}
      </button>
      {error ? (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
      {pickerRef ? (
        <Suspense fallback={null}>
          <SavePickerDialog
            key={round}
            open={open}
            queryRef={pickerRef}
            itemId={data.id}
            itemTypename={data.__typename}
            itemName={name}
            onClose={() => setOpen(false)}
            onRefused={setError}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
