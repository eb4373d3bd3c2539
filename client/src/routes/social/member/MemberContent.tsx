import { ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { MemberRow } from '../MemberRow.tsx';
import { socialMessages } from '../socialMessages.ts';
import type { MemberContent_user$key } from './__generated__/MemberContent_user.graphql';

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
});

type TabName = 'tips' | 'photos' | 'followers' | 'followings';

const kindLabels: Record<string, MessageDescriptor> = defineMessages({
  Event: { id: 'social.kindEvent', defaultMessage: 'Event' },
  Experience: { id: 'social.kindExperience', defaultMessage: 'Experience' },
  Place: { id: 'social.kindPlace', defaultMessage: 'Place' },
});

/** A visible profile's tips and photos (with the kind of item each is about), followers and followings. */
export function MemberContent({ user }: { user: MemberContent_user$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const [tab, setTab] = useState<TabName>('tips');
  const data = useFragment(
    graphql`
      fragment MemberContent_user on User {
        tips(first: 20) {
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
        photos(first: 24) {
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
        followers(first: 20) {
          totalCount
          edges {
            node {
              id
              ...MemberRow_user
            }
          }
        }
        followings(first: 20) {
          totalCount
          edges {
            node {
              id
              ...MemberRow_user
            }
          }
        }
      }
    `,
    user,
  );
  const count = (name: TabName) => data[name]?.totalCount ?? 0;
  const tabLabel = (name: TabName, label: MessageDescriptor) =>
    `${intl.formatMessage(label)} (${intl.formatNumber(count(name))})`;
  const empty = (message: MessageDescriptor) => <p className={styles.empty}>{intl.formatMessage(message)}</p>;
  const kind = (typename: string | undefined) =>
    typename && kindLabels[typename] ? intl.formatMessage(kindLabels[typename]) : null;
  const members = (list: typeof data.followers, none: MessageDescriptor) =>
    list && list.edges.length > 0 ? (
      <ul className={styles.list}>
        {list.edges.map(({ node }) => (
          <MemberRow key={node.id} user={node} />
        ))}
      </ul>
    ) : (
      empty(none)
    );
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
            {tabLabel(name, label)}
          </ToggleButton>
        ))}
      </div>
      <div>
        {tab === 'tips' ? (
          data.tips && data.tips.edges.length > 0 ? (
            <ul className={styles.list}>
              {data.tips.edges.map(({ node }) => (
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
          )
        ) : null}
        {tab === 'photos' ? (
          data.photos && data.photos.edges.length > 0 ? (
            <ul className={styles.photos}>
              {data.photos.edges.map(({ node }) => (
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
          )
        ) : null}
        {tab === 'followers' ? members(data.followers, socialMessages.noFollowers) : null}
        {tab === 'followings' ? members(data.followings, socialMessages.noFollowings) : null}
      </div>
    </section>
  );
}
