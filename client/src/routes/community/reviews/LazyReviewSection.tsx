import { lazy, Suspense } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import type { ReviewSectionProps } from './ReviewSection.tsx';
import styles from './ReviewSection.module.css';

/** The section's title, in this module so that the stand-in needs none of the community's other messages. */
export const reviewsTitle = defineMessage({ id: 'community.reviews', defaultMessage: 'Reviews' });

// Below the first screen, and Fluent's: its code starts loading as the detail screen renders, not with it.
const ReviewSectionPart = lazy(() => import('../../detailParts.ts').then((parts) => parts.reviewSection()));

/**
 * A detail screen's review section (ReviewSection.tsx), loaded after the screen's first render. Until it arrives its
 * title holds the place, with about the section's height; its data is already in the screen's query.
 */
export function LazyReviewSection(props: ReviewSectionProps) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <section className={`${styles.section} ${styles.placeholder}`} aria-busy="true">
          <h2 className={styles.title}>{intl.formatMessage(reviewsTitle)}</h2>
        </section>
      }
    >
      <ReviewSectionPart {...props} />
    </Suspense>
  );
}
