import { Button } from '@fluentui/react-components';
import { Camera20Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useId, useState } from 'react';
import { FluentScope } from '../../../app/FluentScope.tsx';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import { PHOTOS_CONNECTION, TIPS_CONNECTION } from './activityUpdater.ts';
import type { ListSubject } from '../ItemActions.tsx';
import { PhotoGallery } from '../photos/PhotoGallery.tsx';
import { RatingStars } from './RatingStars.tsx';
import { SignInPrompt } from '../SignInPrompt.tsx';
import { TipList } from '../tips/TipList.tsx';
import { reviewsTitle } from './LazyReviewSection.tsx';
import { useReviewableActivity } from './useReviewableActivity.ts';
import { useWriteOutcome, WriteFeedbackProvider } from '../useWriteFeedback.tsx';
import styles from './ReviewSection.module.css';
import type { ReviewSection_subject$key } from './__generated__/ReviewSection_subject.graphql';
import type { ReviewSection_viewer$key } from './__generated__/ReviewSection_viewer.graphql';

const TipForm = lazy(() => import('../tips/TipForm.tsx'));
const PhotoUploadForm = lazy(() => import('../photos/PhotoUploadForm.tsx'));

export interface ReviewSectionProps {
  subject: ReviewSection_subject$key;
  viewer: ReviewSection_viewer$key | null;
}

/**
 * Members' reviews of an event, experience or place: rating, tips and photos, live while the page is open. Visitors
 * see the lists and a sign-in prompt instead of the forms. `viewer` is the signed-in member (null for visitors).
 */
export function ReviewSection({ subject, viewer }: ReviewSectionProps) {
  const intl = useIntl();
  const titleId = useId();
  const [feedback, status] = useWriteOutcome();
  const [uploading, setUploading] = useState(false);
  const data = useFragment(
    graphql`
      fragment ReviewSection_subject on Reviewable {
        __typename
        id
        tipCount
        photoCount
        ...RatingStars_subject
        ...TipList_subject
        ...PhotoGallery_subject
      }
    `,
    subject,
  );
  /* eslint-disable relay/unused-fields -- the member goes to TipForm and PhotoUploadForm as the author of what they
     post */
  const me = useFragment(
    graphql`
      fragment ReviewSection_viewer on User {
        id
        fullName
        level
        levelName
      }
    `,
    viewer,
  );
  /* eslint-enable relay/unused-fields */
  useReviewableActivity(data.id);
  const listSubject: ListSubject = {
    __typename: data.__typename,
    id: data.id,
    tipCount: data.tipCount,
    photoCount: data.photoCount,
    tipsConnection: ConnectionHandler.getConnectionID(data.id, TIPS_CONNECTION),
    photosConnection: ConnectionHandler.getConnectionID(data.id, PHOTOS_CONNECTION),
    isMember: me != null,
  };

  return (
    <WriteFeedbackProvider value={feedback}>
      <section className={styles.section} aria-labelledby={titleId}>
        <h2 className={styles.title} id={titleId}>
          {intl.formatMessage(reviewsTitle)}
        </h2>
        <RatingStars subject={data} isMember={me != null} />
        {me ? null : <SignInPrompt />}
        {status}
        <div className={styles.part}>
          <h3 className={styles.partTitle}>
            {intl.formatMessage(
              { id: 'community.tipsCount', defaultMessage: 'Tips ({count, number})' },
              { count: data.tipCount },
            )}
          </h3>
          {me ? (
            <Suspense fallback={null}>
              <TipForm subject={listSubject} author={me} />
            </Suspense>
          ) : null}
          <TipList subject={data} listSubject={listSubject} />
        </div>
        <div className={styles.part}>
          <h3 className={styles.partTitle}>
            {intl.formatMessage(
              { id: 'community.photosCount', defaultMessage: "Members' photos ({count, number})" },
              { count: data.photoCount },
            )}
          </h3>
          {me && !uploading ? (
            <Button className={styles.addPhoto} icon={<Camera20Regular />} onClick={() => setUploading(true)}>
              {intl.formatMessage({ id: 'community.addPhoto', defaultMessage: 'Add a photo' })}
            </Button>
          ) : null}
          {me && uploading ? (
            <Suspense fallback={null}>
              <PhotoUploadForm subject={listSubject} author={me} onDone={() => setUploading(false)} />
            </Suspense>
          ) : null}
          <PhotoGallery subject={data} listSubject={listSubject} />
        </div>
      </section>
    </WriteFeedbackProvider>
  );
}

/** The section in its own FluentScope: what LazyReviewSection loads after the detail screen has rendered. */
export default function ReviewSectionPart(props: ReviewSectionProps) {
  return (
    <FluentScope part>
      <ReviewSection {...props} />
    </FluentScope>
  );
}
