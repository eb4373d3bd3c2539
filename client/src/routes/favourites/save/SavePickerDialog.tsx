import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { FluentScope } from '../../../app/FluentScope.tsx';
import { useSessionEndedRedirect } from '../../../session/useSessionEndedRedirect.ts';
import { pickerMessages } from './pickerMessages.ts';
import { favouriteListSchema } from '../listValidation.ts';
import { savePickerQuery } from './savePickerQuery.ts';
import { useCreateFavouriteListMutation } from './useCreateFavouriteListMutation.ts';
import { useToggleFavouritesMutation } from './useToggleFavouritesMutation.ts';
import type { savePickerQuery as SavePickerQuery } from './__generated__/savePickerQuery.graphql';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '4px' },
  newList: { display: 'flex', gap: '8px', alignItems: 'flex-end', marginBlockStart: '12px' },
  grow: { flexGrow: 1 },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

interface PickerProps {
  open: boolean;
  queryRef: PreloadedQuery<SavePickerQuery>;
  itemId: string;
  itemTypename: string;
  itemName: string;
  onClose(): void;
  /** The server refused the toggle: the ticks were rolled back; the message says so. */
  onRefused(message: string): void;
}

/** The picker of the Save control: a tick per list, a new list inline, and Done sends every change at once. */
function SavePicker({ queryRef, itemId, itemTypename, itemName, onClose, onRefused }: PickerProps) {
  const intl = useIntl();
  const styles = useStyles();
  const data = usePreloadedQuery<SavePickerQuery>(savePickerQuery, queryRef);
  const connection = data.viewer.favouriteLists;
  const lists = connection?.edges.map((edge) => edge.node) ?? [];
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  const [toggle] = useToggleFavouritesMutation();
  const [create] = useCreateFavouriteListMutation();
  const sessionEnded = useSessionEndedRedirect();
  const ticked = (list: (typeof lists)[number]) => ticks[list.id] ?? list.contains;
  const refused = intl.formatMessage(pickerMessages.refused);

  const done = () => {
    const changes = lists
      .filter((list) => ticked(list) !== list.contains)
      .map((list) => ({ listId: list.id, saved: ticked(list) }));
    onClose();
    if (changes.length === 0) return;
    const anySaved = lists.some(ticked);
    toggle({ input: { itemId, changes }, itemId }, undefined, {
      optimisticResponse: {
        toggleFavourites: {
          lists: lists
            .filter((list) => ticked(list) !== list.contains)
            .map((list) => ({
              id: list.id,
              contains: ticked(list),
              itemCount: list.itemCount + (ticked(list) ? 1 : -1),
            })),
          item: { __typename: itemTypename, id: itemId, viewerHasSaved: anySaved },
          userErrors: [],
        },
      },
    })
      .then((answer) => {
        if (answer.toggleFavourites.userErrors.length > 0) onRefused(refused);
      })
      .catch((error: unknown) => {
        if (!sessionEnded(error)) onRefused(refused);
      });
  };

  const createList = async () => {
    const checked = favouriteListSchema.validateSyncAt('name', { name }, { abortEarly: true }) as string;
    setCreating(true);
    try {
      const answer = await create({
        input: { name: checked, itemId },
        itemId,
        connections: connection ? [connection.__id] : [],
      });
      const errors = answer.createFavouriteList.userErrors;
      if (errors.length > 0) setNameError(errors[0].message);
      else setName('');
    } catch (error) {
      if (!sessionEnded(error)) setNameError(refused);
    } finally {
      setCreating(false);
    }
  };

  const onCreate = () => {
    setNameError(undefined);
    try {
      favouriteListSchema.validateSyncAt('name', { name });
    } catch (error) {
      const key = (error as { message: string }).message === 'titleRequired' ? 'titleRequired' : 'titleLength';
      setNameError(intl.formatMessage(pickerMessages[key]));
      return;
    }
    void createList();
  };

  return (
    <DialogSurface aria-describedby={undefined}>
      <DialogBody>
        <DialogTitle>{intl.formatMessage(pickerMessages.title)}</DialogTitle>
        <DialogContent>
          <p className={styles.empty}>{itemName}</p>
          {lists.length === 0 ? (
            <p className={styles.empty}>{intl.formatMessage(pickerMessages.empty)}</p>
          ) : (
            <ul className={styles.list}>
              {lists.map((list) => (
                <li key={list.id}>
                  <Checkbox
                    label={list.name}
                    checked={ticked(list)}
                    onChange={(_, { checked }) => setTicks((current) => ({ ...current, [list.id]: checked === true }))}
                  />
                </li>
              ))}
            </ul>
          )}
          <form
            className={styles.newList}
            onSubmit={(event) => {
              event.preventDefault();
              onCreate();
            }}
            noValidate
          >
            <Field
              className={styles.grow}
              label={intl.formatMessage(pickerMessages.newList)}
              validationMessage={nameError}
              validationState={nameError ? 'error' : 'none'}
            >
              <Input
                name="name"
                value={name}
                aria-invalid={nameError ? true : undefined}
                onChange={(_, { value }) => {
                  setName(value);
                  setNameError(undefined);
                }}
              />
            </Field>
            <Button type="submit" disabled={creating}>
              {intl.formatMessage(pickerMessages.create)}
            </Button>
          </form>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {intl.formatMessage(pickerMessages.cancel)}
          </Button>
          <Button appearance="primary" onClick={done}>
            {intl.formatMessage(pickerMessages.done)}
          </Button>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  );
}

/** The picker in its own Fluent scope (cards of the first route have none). */
export default function SavePickerDialog(props: PickerProps) {
  return (
    <FluentScope>
      <Dialog open={props.open} onOpenChange={(_, { open }) => (open ? null : props.onClose())}>
        <SavePicker {...props} />
      </Dialog>
    </FluentScope>
  );
}
