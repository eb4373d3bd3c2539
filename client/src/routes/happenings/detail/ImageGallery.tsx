import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styles from './ImageGallery.module.css';
import type { ImageGallery_item$key } from './__generated__/ImageGallery_item.graphql';

/**
 * The item's images: a large picture and a row of thumbnails. The thumbnails are one tab stop; arrow keys (mirrored
 * in right-to-left), Home and End move between them.
 */
export function ImageGallery({ item }: { item: ImageGallery_item$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ImageGallery_item on Happening {
        name
        image {
          url
          thumbnail
          alt
        }
        gallery {
          url
          thumbnail
          alt
        }
      }
    `,
    item,
  );
  const images = [
    ...(data.image ? [data.image] : []),
    ...data.gallery.filter((image) => image.url !== data.image?.url),
  ];
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (images.length === 0) return null;
  const current = images[Math.min(selected, images.length - 1)];
  const altOf = (index: number) =>
    images[index]?.alt ||
    intl.formatMessage(
      { id: 'gallery.imageAlt', defaultMessage: '{name}, photo {index, number} of {count, number}' },
      { name: data.name, index: index + 1, count: images.length },
    );

  const select = (index: number) => {
    const next = (index + images.length) % images.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: selected + 1,
      [backward]: selected - 1,
      Home: 0,
      End: images.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key]);
    }
  };

  return (
    <section className={styles.root} aria-label={intl.formatMessage({ id: 'gallery.label', defaultMessage: 'Photos' })}>
      <figure className={styles.stage}>
        <img
          className={styles.image}
          src={current.url}
          alt={altOf(selected)}
          width={1280}
          height={720}
          fetchPriority="high"
        />
      </figure>
      {images.length > 1 ? (
        <div
          className={styles.thumbs}
          role="toolbar"
          aria-label={intl.formatMessage({ id: 'gallery.choose', defaultMessage: 'Choose a photo' })}
        >
          {images.map((image, index) => (
            <button
              key={`${image.url}-${index}`}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className={index === selected ? `${styles.thumb} ${styles.selected}` : styles.thumb}
              aria-pressed={index === selected}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
            >
              <img
                className={styles.thumbImage}
                src={image.thumbnail}
                alt={altOf(index)}
                width={88}
                height={60}
                loading="lazy"
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
