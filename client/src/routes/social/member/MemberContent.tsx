import { ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { MemberRow } from '../MemberRow.tsx';
import { ShowMoreButton } from '../ShowMoreButton.tsx';
import { socialMessages } from '../socialMessages.ts';
import type { MemberContent_user$key } from './__generated__/MemberContent_user.graphql';
import type { MemberContent_followings$key } from './__generated__/MemberContent_followings.graphql';
import type { MemberContent_followers$key } from './__generated__/MemberContent_followers.graphql';
import type { MemberContent_photos$key } from './__generated__/MemberContent_photos.graphql';
import type { MemberContent_tips$key } from './__generated__/MemberContent_tips.graphql';
import type { MemberFollowersPaginationQuery } from './__generated__/MemberFollowersPaginationQuery.graphql';
import type { MemberFollowingsPaginationQuery } from './__generated__/MemberFollowingsPaginationQuery.graphql';
import type { MemberPhotosPaginationQuery } from './__generated__/MemberPhotosPaginationQuery.graphql';
import type { MemberTipsPaginationQuery } from './__generated__/MemberTipsPaginationQuery.graphql';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '4px' },
  tip: { paddingBlock: '10px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  subject: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  text: { margin: '4px 0 0', whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  photos: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: '8px',
  },
  photo: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  empty: { color: tokens.colorNeutralForeground2 },
  tabs: { display: 'flex', flexWrap: 'wrap', gap: '4px', marginBlockEnd: '8px' },
  more: { marginBlockStart: '8px' },
});

// The four paged lists, each its own pagination fragment: "Show more" asks for the next page of that list only.
const memberTipsFragment = graphql`
  fragment MemberContent_tips on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "MemberTipsPaginationQuery") {
    tips(first: $count, after: $cursor) @connection(key: "MemberContent_tips") {
      totalCount
      edges {
        node {
          id
          text
          subject {
            __typename
            name
          }
        }
      }
    }
  }
`;

const memberPhotosFragment = graphql`
  fragment MemberContent_photos on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" })
  @refetchable(queryName: "MemberPhotosPaginationQuery") {
    photos(first: $count, after: $cursor) @connection(key: "MemberContent_photos") {
      totalCount
      edges {
        node {
          id
          image {
            thumbnail
            alt
          }
          subject {
            name
          }
        }
      }
    }
  }
`;

const memberFollowersFragment = graphql`
  fragment MemberContent_followers on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "MemberFollowersPaginationQuery") {
    followers(first: $count, after: $cursor) @connection(key: "MemberContent_followers") {
      totalCount
      edges {
        node {
          id
          ...MemberRow_user
        }
      }
    }
  }
`;

const memberFollowingsFragment = graphql`
  fragment MemberContent_followings on User
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "MemberFollowingsPaginationQuery") {
    followings(first: $count, after: $cursor) @connection(key: "MemberContent_followings") {
      totalCount
      edges {
        node {
          id
          ...MemberRow_user
        }
      }
    }
  }
`;

type TabName = 'tips' | 'photos' | 'followers' | 'followings';
const PAGE_SIZES: Record<TabName, number> = { tips: 20, photos: 24, followers: 20, followings: 20 };

const kindLabels: Record<string, MessageDescriptor> = defineMessages({
  Event: { id: 'social.kindEvent', defaultMessage: 'Event' },
  Experience: { id: 'social.kindExperience', defaultMessage: 'Experience' },
  Place: { id: 'social.kindPlace', defaultMessage: 'Place' },
});

/**
 * A visible profile's tips and photos (with the kind of item each is about), followers and followings; each list
 * shows its first page and a "Show more" button that asks for the next page of that list only.
 */
export function MemberContent({ user }: { user: MemberContent_user$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const [tab, setTab] = useState<TabName>('tips');
  const lists = useFragment(
    graphql`
      fragment MemberContent_user on User {
        ...MemberContent_tips
        ...MemberContent_photos
        ...MemberContent_followers
        ...MemberContent_followings
      }
    `,
    user,
  );
  const tips = usePaginationFragment<MemberTipsPaginationQuery, MemberContent_tips$key>(memberTipsFragment, lists);
  const photos = usePaginationFragment<MemberPhotosPaginationQuery, MemberContent_photos$key>(
    memberPhotosFragment,
    lists,
  );
  const followers = usePaginationFragment<MemberFollowersPaginationQuery, MemberContent_followers$key>(
    memberFollowersFragment,
    lists,
  );
  const followings = usePaginationFragment<MemberFollowingsPaginationQuery, MemberContent_followings$key>(
    memberFollowingsFragment,
    lists,
  );
  const paging = { tips, photos, followers, followings };
  const counts: Record<TabName, number> = {
    tips: tips.data.tips?.totalCount ?? 0,
    photos: photos.data.photos?.totalCount ?? 0,
    followers: followers.data.followers?.totalCount ?? 0,
    followings: followings.data.followings?.totalCount ?? 0,
  };
  const empty = (message: MessageDescriptor) => <p className={styles.empty}>{intl.formatMessage(message)}</p>;
  const kind = (typename: string | undefined) =>
    typename && kindLabels[typename] ? intl.formatMessage(kindLabels[typename]) : null;
  const members = (list: typeof followers.data.followers, none: MessageDescriptor) =>
    list && list.edges.length > 0 ? (
      <ul className={styles.list}>
        {list.edges.map(({ node }) => (
          <MemberRow key={node.id} user={node} />
        ))}
      </ul>
    ) : (
      empty(none)
    );
  const panels: Record<TabName, () => ReactNode> = {
    tips: () =>
      tips.data.tips && tips.data.tips.edges.length > 0 ? (
        <ul className={styles.list}>
          {tips.data.tips.edges.map(({ node }) => (
            <li key={node.id} className={styles.tip}>
              {node.subject ? (
                <p className={styles.subject}>
                  {[kind(node.subject.__typename), node.subject.name].filter(Boolean).join(' · ')}
                </p>
              ) : null}
              <p className={styles.text} dir="auto">
                {node.text}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        empty(socialMessages.noTips)
      ),
    photos: () =>
      photos.data.photos && photos.data.photos.edges.length > 0 ? (
        <ul className={styles.photos}>
          {photos.data.photos.edges.map(({ node }) => (
            <li key={node.id}>
              <img
                className={styles.photo}
                src={node.image.thumbnail}
                alt={node.image.alt ?? node.subject?.name ?? ''}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      ) : (
        empty(socialMessages.noPhotos)
      ),
    followers: () => members(followers.data.followers, socialMessages.noFollowers),
    followings: () => members(followings.data.followings, socialMessages.noFollowings),
  };
  const current = paging[tab];
  return (
    <section aria-label={intl.formatMessage(socialMessages.tips)}>
      <div className={styles.tabs}>
        {(
          [
            ['tips', socialMessages.tips],
            ['photos', socialMessages.photos],
            ['followers', socialMessages.followers],
            ['followings', socialMessages.followings],
          ] as const
        ).map(([name, label]) => (
          <ToggleButton key={name} appearance="subtle" checked={tab === name} onClick={() => setTab(name)}>
            {`${intl.formatMessage(label)} (${intl.formatNumber(counts[name])})`}
          </ToggleButton>
        ))}
      </div>
      <div>
        {panels[tab]()}
        <ShowMoreButton
          className={styles.more}
          hasNext={current.hasNext}
          isLoadingNext={current.isLoadingNext}
          onMore={() => current.loadNext(PAGE_SIZES[tab])}
        />
      </div>
    </section>
  );
}
