import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { ConfirmDialog } from '../../community/ConfirmDialog.tsx';
import { MemberRow } from '../MemberRow.tsx';
import { ShowMoreButton } from '../ShowMoreButton.tsx';
import { socialMessages } from '../socialMessages.ts';
import { useUnblockMutation } from '../useSocialMutations.ts';
import { useSocialOutcome } from '../useSocialOutcome.tsx';
import type { BlockedUsers_viewer$key } from './__generated__/BlockedUsers_viewer.graphql';
import type { BlockedUsersPaginationQuery } from './__generated__/BlockedUsersPaginationQuery.graphql';
import { isolate } from '../../../format/isolate.ts';

const PAGE_SIZE = 10;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The members the signed-in member blocked, a page at a time; unblocking asks first and leaves the list at once. */
export function BlockedUsers({ viewer }: { viewer: BlockedUsers_viewer$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    BlockedUsersPaginationQuery,
    BlockedUsers_viewer$key
  >(
    graphql`
      fragment BlockedUsers_viewer on Viewer
      @refetchable(queryName: "BlockedUsersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        blockedUsers(first: $count, after: $cursor) @connection(key: "BlockedUsers_blockedUsers") {
          __id
          edges {
            node {
              id
              fullName
              ...MemberRow_user
            }
          }
        }
      }
    `,
    viewer,
  );
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  // The dialog stays mounted from its first opening on (Fluent closes it and gives the focus back); it keeps the
  // last member's name while it closes.
  const [last, setLast] = useState<{ id: string; name: string } | null>(null);
  const [run, status] = useSocialOutcome();
  const [unblock] = useUnblockMutation();
  const connection = data.blockedUsers?.__id;
  if (!data.blockedUsers || !connection) return null;
  const confirm = () => {
    if (!asking) return;
    const { id } = asking;
    setAsking(null);
    void run(
      () =>
        unblock({ input: { userId: id }, connections: [connection] }, undefined, {
          optimisticUpdater: (store: RecordSourceSelectorProxy) => {
            const list = store.get(connection);
            if (list) ConnectionHandler.deleteNode(list, id);
          },
        }),
      (answer) => answer.unblockUser,
      socialMessages.unblocked,
    );
  };
  const edges = data.blockedUsers.edges;
  return (
    <>
      {status}
      {edges.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(socialMessages.noBlockedUsers)}</p>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => (
            <MemberRow key={node.id} user={node}>
              <Button
                aria-label={`${intl.formatMessage(socialMessages.unblock)}: ${node.fullName}`}
                onClick={() => {
                  setLast({ id: node.id, name: isolate(node.fullName) });
                  setAsking({ id: node.id, name: isolate(node.fullName) });
                }}
              >
                {intl.formatMessage(socialMessages.unblock)}
              </Button>
            </MemberRow>
          ))}
        </ul>
      )}
      <ShowMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
      {last ? (
        <ConfirmDialog
          open={asking != null}
          title={intl.formatMessage(socialMessages.unblockTitle, { name: last.name })}
          confirmLabel={intl.formatMessage(socialMessages.unblock)}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        >
          {intl.formatMessage(socialMessages.unblockText)}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
