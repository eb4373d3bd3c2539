import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { borderAll } from '../../../styles/border.ts';
import { ItemActions, type ListSubject } from '../ItemActions.tsx';
import type { PhotoTile_photo$data, PhotoTile_photo$key } from './__generated__/PhotoTile_photo.graphql';
import { isolate } from '../../../format/isolate.ts';

const useStyles = makeStyles({
  tile: { display: 'grid', gap: '4px', alignContent: 'start' },
  open: {
    padding: 0,
    ...borderAll('0px', 'solid', 'transparent'),
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    cursor: 'zoom-in',
    aspectRatio: '1 / 1',
    backgroundColor: tokens.colorNeutralBackground3,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});

export type OpenedPhoto = Pick<PhotoTile_photo$data, 'image' | 'caption' | 'author'>;

/** A member's photo in the grid: the thumbnail opens it larger; votes, delete and report below it. */
export function PhotoTile({
  photo,
  subject,
  onOpen,
}: {
  photo: PhotoTile_photo$key;
  subject: ListSubject;
  onOpen: (photo: OpenedPhoto) => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  /* eslint-disable relay/unused-fields -- the photo goes whole to ItemActions (votes, delete) and to the opened view
     (onOpen), which read these fields */
  const data = useFragment(
    graphql`
      fragment PhotoTile_photo on Photo {
        id
        image {
          url
          thumbnail
          alt
        }
        caption
        createdAt
        upVoteCount
        viewerHasVoted
        viewerIsAuthor
        author {
          id
          fullName
        }
      }
    `,
    photo,
  );
  /* eslint-enable relay/unused-fields */
  const label = intl.formatMessage(
    { id: 'community.openPhoto', defaultMessage: 'Open the photo by {author}' },
    { author: isolate(data.author.fullName) },
  );
  return (
    <li className={styles.tile}>
      <button type="button" className={styles.open} aria-label={label} onClick={() => onOpen(data)}>
        <img
          className={styles.image}
          src={data.image.thumbnail}
          alt={data.image.alt ?? data.caption ?? ''}
          width={300}
          height={300}
          loading="lazy"
        />
      </button>
      <ItemActions kind="photo" item={data} subject={subject} />
    </li>
  );
}
