import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { formatDate, formatTime, riyadhIso } from '../../../format/dateTime.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { placePath } from '../../places/placePath.ts';
import type { CheckInList_viewer$key } from './__generated__/CheckInList_viewer.graphql';

const PAGE_SIZE = 10;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
  item: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '4px 12px' },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The member's check-ins, newest first, a page at a time. */
export function CheckInList({ viewer }: { viewer: CheckInList_viewer$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment CheckInList_viewer on Viewer
      @refetchable(queryName: "CheckInListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        checkIns(first: $first, after: $after) @connection(key: "CheckInList_checkIns") {
          totalCount
          edges {
            node {
              id
              createdAt
              place {
                slug
                name
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.checkIns?.edges ?? [];
  if (edges.length === 0) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id="profile.noCheckIns" defaultMessage="No check-ins yet" />
      </p>
    );
  }
  return (
    <>
      <p className={styles.meta}>
        <FormattedMessage
          id="profile.checkInCount"
          defaultMessage="{count, plural, one {# check-in} other {# check-ins}}"
          values={{ count: data.checkIns?.totalCount ?? edges.length }}
        />
      </p>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id} className={styles.item}>
            <Link className={styles.link} to={placePath(node.place.slug)}>
              {node.place.name}
            </Link>
            <time className={styles.meta} dateTime={riyadhIso(Date.parse(node.createdAt))}>
              {intl.formatMessage(
                { id: 'profile.checkInAt', defaultMessage: '{date}, {time}' },
                { date: formatDate(node.createdAt, locale), time: formatTime(node.createdAt, locale) },
              )}
            </time>
          </li>
        ))}
      </ul>
      {hasNext ? (
        <div>
          <Button disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
            <FormattedMessage id="list.loadMore" defaultMessage="Load more" />
          </Button>
        </div>
      ) : null}
    </>
  );
}
