import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { directionOf } from '../../i18n/locale.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { buttonClasses } from '../../styles/buttonClasses.ts';
import { ChevronLeft24Regular, ChevronRight24Regular, Pause16Regular, Play16Regular } from './carouselIcons.tsx';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion.ts';
import { asHappeningKind, detailPath } from '../happenings/happeningKind.ts';
import styles from './HomeCarousel.module.css';
import type { HomeCarousel_slides$data, HomeCarousel_slides$key } from './__generated__/HomeCarousel_slides.graphql';

export const MAX_SLIDES = 5;
const INTERVAL_MS = 6000;

type Slide = HomeCarousel_slides$data[number];

function slideHref(slide: Slide): { internal: string } | { external: string } | null {
  if (slide.target === 'URL' && slide.url) return { external: slide.url };
  if (slide.item) return { internal: detailPath(asHappeningKind(slide.item.kind), slide.item.slug) };
  return null;
}

function SlideTitle({ slide, className }: { slide: Slide; className: string }) {
  const href = slideHref(slide);
  if (!href) return <>{slide.title}</>;
  if ('internal' in href) {
    return (
      <Link className={className} to={href.internal}>
        {slide.title}
      </Link>
    );
  }
  return (
    <a className={className} href={href.external} target="_blank" rel="noopener noreferrer">
      {slide.title}
    </a>
  );
}

/** The home carousel: up to five slides, prev/next and dots, autoplay that pauses on hover, focus or request. */
export function HomeCarousel({ slides }: { slides: HomeCarousel_slides$key }) {
  const intl = useIntl();
  const dir = directionOf(useLocale());
  const regionId = useId();
  const data = useFragment(
    graphql`
      fragment HomeCarousel_slides on HomeSlide @relay(plural: true) {
        id
        title
        subtitle
        image {
          url
          alt
        }
        target
        url
        item {
          kind
          slug
        }
      }
    `,
    slides,
  ).slice(0, MAX_SLIDES);
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = data.length;
  const playing = count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);
  const PrevIcon = dir === 'rtl' ? ChevronRight24Regular : ChevronLeft24Regular;
  const NextIcon = dir === 'rtl' ? ChevronLeft24Regular : ChevronRight24Regular;

  return (
    <section
      className={styles.root}
      aria-roledescription={intl.formatMessage({ id: 'carousel.roleDescription', defaultMessage: 'carousel' })}
      aria-label={intl.formatMessage({ id: 'carousel.label', defaultMessage: 'Highlights' })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} id={regionId} aria-live={playing ? 'off' : 'polite'}>
        {data.map((slide, position) => (
          <div
            key={slide.id}
            className={position === current ? styles.slide : `${styles.slide} ${styles.hidden}`}
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'carousel.slide', defaultMessage: 'slide' })}
            aria-label={intl.formatMessage(
              { id: 'carousel.slideOf', defaultMessage: '{index, number} of {count, number}' },
              { index: position + 1, count },
            )}
            aria-hidden={position !== current}
          >
            <img
              className={styles.image}
              src={slide.image.url}
              alt={slide.image.alt ?? ''}
              width={1260}
              height={540}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
            />
            <div className={styles.caption}>
              <h2 className={styles.title}>
                <SlideTitle slide={slide} className={styles.link} />
              </h2>
              {slide.subtitle ? <p className={styles.subtitle}>{slide.subtitle}</p> : null}
            </div>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={buttonClasses({ shape: 'circular', iconOnly: true }, `${styles.arrow} ${styles.prev}`)}
            aria-controls={regionId}
            aria-label={intl.formatMessage({ id: 'carousel.previous', defaultMessage: 'Previous slide' })}
            onClick={() => go(current - 1)}
          >
            <PrevIcon />
          </button>
          <button
            type="button"
            className={buttonClasses({ shape: 'circular', iconOnly: true }, `${styles.arrow} ${styles.next}`)}
            aria-controls={regionId}
            aria-label={intl.formatMessage({ id: 'carousel.next', defaultMessage: 'Next slide' })}
            onClick={() => go(current + 1)}
          >
            <NextIcon />
          </button>
          <div className={styles.controls}>
            {reducedMotion ? null : (
              <button
                type="button"
                className={buttonClasses({ appearance: 'transparent', size: 'small', iconOnly: true }, styles.pause)}
                aria-label={
                  stopped
                    ? intl.formatMessage({ id: 'carousel.play', defaultMessage: 'Start automatic slide show' })
                    : intl.formatMessage({ id: 'carousel.pause', defaultMessage: 'Stop automatic slide show' })
                }
                onClick={() => setStopped((value) => !value)}
              >
                {stopped ? <Play16Regular /> : <Pause16Regular />}
              </button>
            )}
            {data.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                className={position === current ? `${styles.dot} ${styles.dotCurrent}` : styles.dot}
                aria-label={intl.formatMessage(
                  { id: 'carousel.goTo', defaultMessage: 'Go to slide {index, number}' },
                  { index: position + 1 },
                )}
                aria-current={position === current ? 'true' : undefined}
                aria-controls={regionId}
                onClick={() => go(position)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
