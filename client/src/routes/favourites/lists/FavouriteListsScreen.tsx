import { withFluentScope } from '../../../app/FluentScope.tsx';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Navigate, useLoaderData } from 'react-router-dom';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { formMessages } from '../../../forms/formMessages.ts';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { useForm } from '../../../forms/useForm.ts';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { signInPath } from '../../../routing/signInPath.ts';
import { useSessionEndedRedirect } from '../../../session/useSessionEndedRedirect.ts';
import { favouriteMessages } from '../favouriteMessages.ts';
import { favouriteListsPath } from '../favouritePaths.ts';
import { ListFields, listErrorText, type ListValues } from '../ListFields.tsx';
import { favouriteListSchema } from '../listValidation.ts';
import { useCreateFavouriteListMutation } from '../save/useCreateFavouriteListMutation.ts';
import { FavouriteListCard } from './FavouriteListCard.tsx';
import type { FavouriteListsScreenQuery } from './__generated__/FavouriteListsScreenQuery.graphql';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '20px', maxWidth: '880px', marginInline: 'auto' },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  subtitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  lists: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '10px' },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  create: { maxWidth: 'none', marginInline: 0 },
});

export const favouriteListsQuery = graphql`
  query FavouriteListsScreenQuery($cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    viewer {
      me {
        id
      }
      favouriteLists(first: 100) @connection(key: "FavouriteListsScreen_favouriteLists") {
        __id
        edges {
          node {
            id
            ...FavouriteListCard_list
          }
        }
      }
    }
  }
`;

const emptyList: ListValues = { name: '', description: '' };

/** The member's favourite lists, and a form to make a new one (the title is unique among them). */
function FavouriteListsScreen() {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<FavouriteListsScreenQuery>;
  const data = usePreloadedQuery<FavouriteListsScreenQuery>(favouriteListsQuery, query);
  const title = usePageTitle(intl.formatMessage(favouriteMessages.myLists));
  const { formRef, ...form } = useForm(favouriteListSchema, emptyList, (key) => listErrorText(intl, key));
  const [create] = useCreateFavouriteListMutation();
  const sessionEnded = useSessionEndedRedirect();
  const connection = data.viewer.favouriteLists;

  const onSubmit = form.submit(async (values) => {
    try {
      const answer = await create({
        input: { name: values.name, description: values.description || null },
        itemId: '',
        connections: connection ? [connection.__id] : [],
      });
      if (answer.createFavouriteList.userErrors.length > 0) {
        form.showServerErrors(answer.createFavouriteList.userErrors);
        return;
      }
      form.setValues(emptyList);
    } catch (error) {
      if (!sessionEnded(error)) form.setFormError(intl.formatMessage(formMessages.unreachable));
    }
  });

  if (!data.viewer.me) return <Navigate to={signInPath(favouriteListsPath, 'required')} replace />;
  const edges = connection?.edges ?? [];
  return (
    <PageShell title={title} query={data}>
      <div className={styles.page}>
        <h1 className={styles.title}>{intl.formatMessage(favouriteMessages.myLists)}</h1>
        {edges.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage(favouriteMessages.noLists)}</p>
        ) : (
          <ul className={styles.lists}>
            {edges.map(({ node }) => (
              <li key={node.id}>
                <FavouriteListCard list={node} />
              </li>
            ))}
          </ul>
        )}
        <section className={`${formStyles.card} ${styles.create}`} aria-labelledby="favourites-new">
          <h2 id="favourites-new" className={styles.subtitle}>
            {intl.formatMessage(favouriteMessages.newList)}
          </h2>
          <form ref={formRef} className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
            <FormStatus error={form.formError} />
            <ListFields form={form} />
            <div className={formStyles.actions}>
              <Button type="submit" appearance="primary" disabled={form.submitting}>
                {intl.formatMessage(favouriteMessages.create)}
              </Button>
            </div>
          </form>
        </section>
      </div>
    </PageShell>
  );
}

export default withFluentScope(FavouriteListsScreen);
