import { withFluentScope } from '../../../app/FluentScope.tsx';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { NotFoundContent } from '../../../errors/NotFoundContent.tsx';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { formMessages } from '../../../forms/formMessages.ts';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { useForm } from '../../../forms/useForm.ts';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { useSessionEndedRedirect } from '../../../session/useSessionEndedRedirect.ts';
import { ConfirmDialog } from '../../community/ConfirmDialog.tsx';
import { FavouriteItems } from '../FavouriteItems.tsx';
import { favouriteMessages } from '../favouriteMessages.ts';
import { favouriteListsPath } from '../favouritePaths.ts';
import { ListFields, listErrorText, type ListValues } from '../ListFields.tsx';
import { favouriteListSchema } from '../listValidation.ts';
import { ShareControls } from '../ShareControls.tsx';
import { useDeleteFavouriteListMutation, useUpdateFavouriteListMutation } from './useFavouriteListMutations.ts';
import type { FavouriteListScreenQuery } from './__generated__/FavouriteListScreenQuery.graphql';
import { isolate } from '../../../format/isolate.ts';
import { useDialogOpening } from '../../../ui/useDialogOpening.ts';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '20px', maxWidth: '1080px', marginInline: 'auto' },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  lead: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  back: { color: tokens.colorBrandForegroundLink },
  edit: { maxWidth: 'none', marginInline: 0 },
});

export const favouriteListQuery = graphql`
  query FavouriteListScreenQuery($id: ID!, $cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    viewer {
      favouriteList(id: $id) {
        id
        name
        description
        shareId
        ...FavouriteItems_list
      }
    }
  }
`;

/** One of the member's lists: its items by kind, rename/describe, delete, and its shared link. */
function FavouriteListScreen() {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const { query } = useLoaderData() as RouteData<FavouriteListScreenQuery>;
  const data = usePreloadedQuery<FavouriteListScreenQuery>(favouriteListQuery, query);
  const list = data.viewer.favouriteList;
  const title = usePageTitle(list?.name ?? intl.formatMessage(favouriteMessages.myLists));
  const [editing, setEditing] = useState(false);
  const confirming = useDialogOpening();
  const [status, setStatus] = useState<string | null>(null);
  const initial: ListValues = { name: list?.name ?? '', description: list?.description ?? '' };
  const { formRef, ...form } = useForm(favouriteListSchema, initial, (key) => listErrorText(intl, key));
  const [update] = useUpdateFavouriteListMutation();
  const [remove] = useDeleteFavouriteListMutation();
  const sessionEnded = useSessionEndedRedirect();

  const onSave = form.submit(async (values) => {
    if (!list) return;
    try {
      const answer = await update(
        { input: { listId: list.id, name: values.name, description: values.description } },
        undefined,
        {
          optimisticResponse: {
            updateFavouriteList: {
              list: { id: list.id, name: values.name, description: values.description },
              userErrors: [],
            },
          },
        },
      );
      if (answer.updateFavouriteList.userErrors.length > 0) {
        form.showServerErrors(answer.updateFavouriteList.userErrors);
        return;
      }
      setEditing(false);
    } catch (error) {
      if (!sessionEnded(error)) form.setFormError(intl.formatMessage(formMessages.unreachable));
    }
  });

  const onDelete = async () => {
    if (!list) return;
    confirming.setOpen(false);
    try {
      await remove({ input: { listId: list.id } }, undefined, {
        optimisticResponse: { deleteFavouriteList: { deletedListId: list.id, userErrors: [] } },
      });
      void navigate(favouriteListsPath, { state: { deleted: true } });
    } catch (error) {
      if (!sessionEnded(error)) setStatus(intl.formatMessage(favouriteMessages.refused));
    }
  };

  if (!list) {
    return (
      <PageShell title={title} query={data}>
        <NotFoundContent />
      </PageShell>
    );
  }
  return (
    <PageShell title={title} query={data}>
      <div className={styles.page}>
        <Link className={styles.back} to={favouriteListsPath}>
          {intl.formatMessage(favouriteMessages.backToLists)}
        </Link>
        <h1 className={styles.title}>
          <bdi>{list.name}</bdi>
        </h1>
        {list.description ? (
          <p className={styles.lead} dir="auto">
            {list.description}
          </p>
        ) : null}
        <FormStatus error={status} />
        {editing ? (
          <section
            className={`${formStyles.card} ${styles.edit}`}
            aria-label={intl.formatMessage(favouriteMessages.edit)}
          >
            <form ref={formRef} className={formStyles.form} onSubmit={(event) => void onSave(event)} noValidate>
              <FormStatus error={form.formError} />
              <ListFields form={form} />
              <div className={formStyles.actions}>
                <Button type="submit" appearance="primary" disabled={form.submitting}>
                  {intl.formatMessage(favouriteMessages.saveChanges)}
                </Button>
                <Button onClick={() => setEditing(false)}>{intl.formatMessage(favouriteMessages.cancel)}</Button>
              </div>
            </form>
          </section>
        ) : (
          <div className={styles.actions}>
            <Button
              onClick={() => {
                form.setValues(initial);
                setEditing(true);
              }}
            >
              {intl.formatMessage(favouriteMessages.edit)}
            </Button>
            <Button onClick={() => confirming.setOpen(true)}>{intl.formatMessage(favouriteMessages.delete)}</Button>
          </div>
        )}
        <ShareControls shareId={list.shareId} name={list.name} />
        <FavouriteItems list={list} />
      </div>
      {confirming.mounted ? (
        <ConfirmDialog
          open={confirming.open}
          title={intl.formatMessage(favouriteMessages.delete)}
          confirmLabel={intl.formatMessage(favouriteMessages.delete)}
          onConfirm={() => void onDelete()}
          onCancel={() => confirming.setOpen(false)}
        >
          {intl.formatMessage(favouriteMessages.deleteConfirm, { name: isolate(list.name) })}
        </ConfirmDialog>
      ) : null}
    </PageShell>
  );
}

export default withFluentScope(FavouriteListScreen);
