import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { OpenedPhoto } from './PhotoTile.tsx';
import { isolate } from '../../../format/isolate.ts';

const useStyles = makeStyles({
  figure: { margin: 0 },
  large: {
    width: '100%',
    maxHeight: '70vh',
    objectFit: 'contain',
    display: 'block',
    borderRadius: tokens.borderRadiusMedium,
  },
  caption: { marginBlock: '8px 0' },
});

/** A member's photo, larger; loaded the first time someone opens one. Closing gives the focus back to the thumbnail. */
export default function PhotoViewerDialog({ photo, onClose }: { photo: OpenedPhoto | null; onClose: () => void }) {
  const styles = useStyles();
  const intl = useIntl();
  const title = photo
    ? intl.formatMessage(
        { id: 'community.photoBy', defaultMessage: 'Photo by {author}' },
        { author: isolate(photo.author.fullName) },
      )
    : '';
  return (
    <Dialog open={photo != null} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {photo ? (
              <figure className={styles.figure}>
                <img className={styles.large} src={photo.image.url} alt={photo.image.alt ?? photo.caption ?? title} />
                {photo.caption ? (
                  <figcaption className={styles.caption} dir="auto">
                    {photo.caption}
                  </figcaption>
                ) : null}
              </figure>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{intl.formatMessage({ id: 'community.close', defaultMessage: 'Close' })}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
