import { Button, makeStyles, mergeClasses, tokens, useFluent } from '@fluentui/react-components';
import { ChevronLeft24Regular, ChevronRight24Regular, Pause16Regular, Play16Regular } from '@fluentui/react-icons';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { usePrefersReducedMotion } from '../common/usePrefersReducedMotion.ts';
import { asHappeningKind, detailPath } from '../happening/happeningPath.ts';
import { media } from '../../styles/theme.ts';
import type { HomeCarousel_slides$data, HomeCarousel_slides$key } from './__generated__/HomeCarousel_slides.graphql';

export const MAX_SLIDES = 5;
const INTERVAL_MS = 6000;

const useStyles = makeStyles({
  root: { position: 'relative', borderRadius: tokens.borderRadiusXLarge, overflow: 'hidden', marginBlockEnd: '40px', boxShadow: tokens.shadow8 },
  viewport: { position: 'relative', aspectRatio: '4 / 3', backgroundColor: tokens.colorBrandBackground2, [media.sm]: { aspectRatio: '21 / 9' } },
  slide: { position: 'absolute', inset: 0 },
  hidden: { visibility: 'hidden' },
  image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  caption: {
    position: 'absolute',
    insetInline: 0,
    insetBlockEnd: 0,
    // On a phone the caption reaches the arrows' height, so it keeps clear of them sideways.
    padding: '48px 52px 52px',
    color: '#ffffff',
    // Dark enough to keep the caption readable over any text drawn in the slide's image.
    backgroundImage: 'linear-gradient(to top, rgba(0, 0, 0, 0.88), rgba(0, 0, 0, 0.62) 60%, transparent)',
    [media.md]: { padding: '64px 40px 56px' },
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightBold, [media.md]: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800 } },
  subtitle: { margin: '6px 0 0', fontSize: tokens.fontSizeBase300, maxWidth: '60ch', [media.md]: { fontSize: tokens.fontSizeBase400 } },
  link: {
    color: 'inherit',
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: '2px solid #ffffff', outlineOffset: '2px' },
  },
  controls: {
    position: 'absolute',
    insetInline: 0,
    insetBlockEnd: '10px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '6px',
  },
  arrow: {
    position: 'absolute',
    insetBlockStart: '50%',
    transform: 'translateY(-50%)',
    backgroundColor: 'rgba(255, 255, 255, 0.9)',
    ':hover': { backgroundColor: '#ffffff' },
  },
  prev: { insetInlineStart: '10px' },
  next: { insetInlineEnd: '10px' },
  dot: {
    width: '24px',
    height: '24px',
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    display: 'grid',
    placeItems: 'center',
    '::before': { content: '""', width: '10px', height: '10px', borderRadius: '50%', backgroundColor: 'rgba(255, 255, 255, 0.6)', boxShadow: '0 0 0 1px rgba(0,0,0,0.4)' },
    ':focus-visible': { outline: '2px solid #ffffff', outlineOffset: '0' },
  },
  dotCurrent: { '::before': { backgroundColor: '#ffffff', width: '14px', height: '14px' } },
  pause: { minWidth: 'auto', color: '#ffffff', ':hover': { color: '#ffffff', backgroundColor: 'rgba(255,255,255,0.15)' } },
});

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
  const styles = useStyles();
  const intl = useIntl();
  const { dir } = useFluent();
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
            className={mergeClasses(styles.slide, position !== current && styles.hidden)}
            role="group"
            aria-roledescription={intl.formatMessage({ id: 'carousel.slide', defaultMessage: 'slide' })}
            aria-label={intl.formatMessage({ id: 'carousel.slideOf', defaultMessage: '{index, number} of {count, number}' }, { index: position + 1, count })}
            aria-hidden={position !== current}
          >
            <img className={styles.image} src={slide.image.url} alt={slide.image.alt ?? ''} loading={position === 0 ? 'eager' : 'lazy'} />
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
          <Button
            className={mergeClasses(styles.arrow, styles.prev)}
            shape="circular"
            icon={<PrevIcon />}
            aria-controls={regionId}
            aria-label={intl.formatMessage({ id: 'carousel.previous', defaultMessage: 'Previous slide' })}
            onClick={() => go(current - 1)}
          />
          <Button
            className={mergeClasses(styles.arrow, styles.next)}
            shape="circular"
            icon={<NextIcon />}
            aria-controls={regionId}
            aria-label={intl.formatMessage({ id: 'carousel.next', defaultMessage: 'Next slide' })}
            onClick={() => go(current + 1)}
          />
          <div className={styles.controls}>
            {reducedMotion ? null : (
              <Button
                className={styles.pause}
                appearance="transparent"
                size="small"
                icon={stopped ? <Play16Regular /> : <Pause16Regular />}
                aria-label={
                  stopped
                    ? intl.formatMessage({ id: 'carousel.play', defaultMessage: 'Start automatic slide show' })
                    : intl.formatMessage({ id: 'carousel.pause', defaultMessage: 'Stop automatic slide show' })
                }
                onClick={() => setStopped((value) => !value)}
              />
            )}
            {data.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                className={mergeClasses(styles.dot, position === current && styles.dotCurrent)}
                aria-label={intl.formatMessage({ id: 'carousel.goTo', defaultMessage: 'Go to slide {index, number}' }, { index: position + 1 })}
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
