import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styles from './HomeVideo.module.css';
import type { HomeVideo_video$key } from './__generated__/HomeVideo_video.graphql';

/**
 * The home-list video of the site settings: never plays by itself, shows its poster and captions, and loads
 * nothing until it comes near the screen.
 */
export function HomeVideo({ video: videoKey }: { video: HomeVideo_video$key }) {
  const intl = useIntl();
  const video = useFragment(
    graphql`
      fragment HomeVideo_video on HomeVideo {
        url
        poster
        captions
      }
    `,
    videoKey,
  );
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const label = intl.formatMessage({ id: 'home.video', defaultMessage: 'Dalil video' });
  return (
    <div ref={box} className={styles.box} data-testid="home-video">
      {near ? (
        <video
          className={styles.video}
          controls
          preload="none"
          playsInline
          poster={video.poster ?? undefined}
          aria-label={label}
        >
          <source src={video.url} />
          {video.captions ? <track kind="captions" src={video.captions} default /> : null}
        </video>
      ) : null}
    </div>
  );
}
