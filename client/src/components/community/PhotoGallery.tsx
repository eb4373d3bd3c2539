import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { media } from '../../styles/theme.ts';
import { communityMessages } from './communityMessages.ts';
import type { ListSubject } from './ItemActions.tsx';
import { PhotoTile, type OpenedPhoto } from './PhotoTile.tsx';
import type { PhotoGallery_subject$key } from './__generated__/PhotoGallery_subject.graphql';
import type { PhotoGalleryPaginationQuery } from './__generated__/PhotoGalleryPaginationQuery.graphql';

const PAGE_SIZE = 9;

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
  large: { width: '100%', maxHeight: '70vh', objectFit: 'contain', display: 'block', borderRadius: tokens.borderRadiusMedium },
  figure: { margin: 0 },
  caption: { marginBlock: '8px 0' },
});

/** Members' photos as a grid of thumbnails; one opens larger in a dialog. */
export function PhotoGallery({ subject, listSubject }: { subject: PhotoGallery_subject$key; listSubject: ListSubject }) {
  const styles = useStyles();
  const intl = useIntl();
  const [opened, setOpened] = useState<OpenedPhoto | null>(null);
  // Mounted from the first opening on: a mounted Fluent dialog adds focus-trap elements to the page (and closing it
  // through Fluent gives the focus back to the thumbnail).
  const [dialogUsed, setDialogUsed] = useState(false);
  const open = (photo: OpenedPhoto) => {
    setDialogUsed(true);
    setOpened(photo);
  };
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<PhotoGalleryPaginationQuery, PhotoGallery_subject$key>(
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
  const title = opened ? intl.formatMessage({ id: 'community.photoBy', defaultMessage: 'Photo by {author}' }, { author: opened.author.fullName }) : '';
  return (
    <>
      {photos.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(communityMessages.noPhotos)}</p>
      ) : (
        <ul className={styles.grid}>
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
        <Dialog open={opened != null} onOpenChange={(_, data) => (data.open ? undefined : setOpened(null))}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{title}</DialogTitle>
              <DialogContent>
                {opened ? (
                  <figure className={styles.figure}>
                    <img className={styles.large} src={opened.image.url} alt={opened.image.alt ?? opened.caption ?? title} />
                    {opened.caption ? <figcaption className={styles.caption}>{opened.caption}</figcaption> : null}
                  </figure>
                ) : null}
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setOpened(null)}>{intl.formatMessage({ id: 'community.close', defaultMessage: 'Close' })}</Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </>
  );
}
