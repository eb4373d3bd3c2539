import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { media } from '../../../styles/theme.ts';
import { communityMessages } from '../communityMessages.ts';
import type { ListSubject } from '../ItemActions.tsx';
import { PhotoTile, type OpenedPhoto } from './PhotoTile.tsx';
import type { PhotoGallery_subject$key } from './__generated__/PhotoGallery_subject.graphql';
import type { PhotoGalleryPaginationQuery } from './__generated__/PhotoGalleryPaginationQuery.graphql';

const PAGE_SIZE = 9;

const PhotoViewerDialog = lazy(() => import('./PhotoViewerDialog.tsx'));

const useStyles = makeStyles({
  grid: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  more: { justifySelf: 'start', marginBlockStart: '8px' },
});

/** Members' photos as a grid of thumbnails; one opens larger in a dialog. */
export function PhotoGallery({
  subject,
  listSubject,
}: {
  subject: PhotoGallery_subject$key;
  listSubject: ListSubject;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const [opened, setOpened] = useState<OpenedPhoto | null>(null);
  // Loaded and mounted from the first opening on: a mounted Fluent dialog adds focus-trap elements to the page (and
  // closing it through Fluent gives the focus back to the thumbnail).
  const [dialogUsed, setDialogUsed] = useState(false);
  const open = (photo: OpenedPhoto) => {
    setDialogUsed(true);
    setOpened(photo);
  };
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    PhotoGalleryPaginationQuery,
    PhotoGallery_subject$key
  >(
    graphql`
      fragment PhotoGallery_subject on Reviewable
      @argumentDefinitions(count: { type: "Int", defaultValue: 9 }, cursor: { type: "String" })
      @refetchable(queryName: "PhotoGalleryPaginationQuery") {
        photos(first: $count, after: $cursor) @connection(key: "PhotoGallery_photos") {
          edges {
            node {
              id
              ...PhotoTile_photo
            }
          }
        }
      }
    `,
    subject,
  );
  const photos = data.photos.edges;
  return (
    <>
      {photos.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(communityMessages.noPhotos)}</p>
      ) : (
        <ul className={styles.grid} aria-label={intl.formatMessage(communityMessages.photosList)}>
          {photos.map(({ node }) => (
            <PhotoTile key={node.id} photo={node} subject={listSubject} onOpen={open} />
          ))}
        </ul>
      )}
      {hasNext ? (
        <Button className={styles.more} disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          {intl.formatMessage(communityMessages.morePhotos)}
        </Button>
      ) : null}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <PhotoViewerDialog photo={opened} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
