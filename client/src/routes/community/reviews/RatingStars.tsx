import { makeStyles, Rating, RatingDisplay, tokens } from '@fluentui/react-components';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useRateMutation } from './useRateMutation.ts';
import { ratedAfter } from '../optimistic.ts';
import { runWrite, useWriteFeedback } from '../useWriteFeedback.tsx';
import type { RatingStars_subject$key } from './__generated__/RatingStars_subject.graphql';

/** The five levels (docs/community.md#ratings). */
const levels = defineMessages({
  1: { id: 'community.rating1', defaultMessage: 'Not a fan' },
  2: { id: 'community.rating2', defaultMessage: 'Meh' },
  3: { id: 'community.rating3', defaultMessage: 'Okay' },
  4: { id: 'community.rating4', defaultMessage: 'Like it' },
  5: { id: 'community.rating5', defaultMessage: 'Love it' },
});

const isLevel = (value: number): value is keyof typeof levels => value in levels;

const useStyles = makeStyles({
  root: { display: 'grid', gap: '10px' },
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 12px', margin: 0 },
  average: { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2 },
  own: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 12px' },
  label: { fontWeight: tokens.fontWeightSemibold },
  level: { color: tokens.colorNeutralForeground2 },
});

/** The members' average and count, and (for members) the viewer's own stars as a radio group; rating is optimistic. */
export function RatingStars({ subject, isMember }: { subject: RatingStars_subject$key; isMember: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const feedback = useWriteFeedback();
  const [rate] = useRateMutation();
  const data = useFragment(
    graphql`
      fragment RatingStars_subject on Reviewable {
        __typename
        id
        name
        rating {
          average
          count
          viewerValue
        }
      }
    `,
    subject,
  );
  const { average, count, viewerValue } = data.rating;
  const summary =
    average == null
      ? intl.formatMessage({ id: 'community.noRatings', defaultMessage: 'No ratings yet' })
      : intl.formatMessage(
          {
            id: 'community.ratingSummary',
            defaultMessage: '{average, number} out of 5 from {count, plural, one {# rating} other {# ratings}}',
          },
          { average, count },
        );
  const yourRating = intl.formatMessage(
    { id: 'community.yourRating', defaultMessage: 'Your rating of {name}' },
    { name: data.name },
  );

  const onRate = (value: number) => {
    if (!isLevel(value) || value === viewerValue) return;
    void runWrite(
      feedback,
      () =>
        rate({ input: { subjectId: data.id, value } }, undefined, {
          optimisticResponse: {
            rate: {
              subject: { __typename: data.__typename, id: data.id, rating: ratedAfter(data.rating, value) },
              userErrors: [],
            },
          },
        }),
      (answer) => answer.rate.userErrors.length > 0 || !answer.rate.subject,
    );
  };

  return (
    <div className={styles.root}>
      <p className={styles.summary}>
        <RatingDisplay value={average ?? 0} valueText={null} aria-hidden />
        <span className={styles.average}>{summary}</span>
      </p>
      {isMember ? (
        <div className={styles.own}>
          <span className={styles.label}>
            {intl.formatMessage({ id: 'community.rateIt', defaultMessage: 'Your rating' })}
          </span>
          <Rating
            aria-label={yourRating}
            name={`rating-${data.id}`}
            value={viewerValue ?? 0}
            itemLabel={(value) => (isLevel(value) ? intl.formatMessage(levels[value]) : String(value))}
            onChange={(_, { value }) => onRate(value)}
          />
          {viewerValue != null && isLevel(viewerValue) ? (
            <span className={styles.level}>{intl.formatMessage(levels[viewerValue])}</span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
