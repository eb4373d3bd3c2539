import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDateRange } from '../../../format/dateTime.ts';
import { formatHijriRange } from '../../../format/hijri.ts';
import { listSeparator } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import {
  AboutSection,
  DetailLayout,
  DetailSection,
  Fact,
  Facts,
  PanelSection,
  TermSection,
} from '../../../ui/DetailLayout.tsx';
import { CalendarLtr20Regular, Clock20Regular, People20Regular } from './happeningIcons.tsx';
import { Location20Regular } from '../../../ui/icons.tsx';
import { LazyAttendanceButtons } from '../../community/attendance/LazyAttendanceButtons.tsx';
import { LazyReviewSection } from '../../community/reviews/LazyReviewSection.tsx';
import { SaveButton } from '../../favourites/save/SaveButton.tsx';
import type { ReviewSection_viewer$key } from '../../community/reviews/__generated__/ReviewSection_viewer.graphql';
import { BuyTicketsLink } from './BuyTicketsLink.tsx';
import { CalendarMenu } from './CalendarMenu.tsx';
import { asHappeningKind, type HappeningKind } from '../happeningKind.ts';
import { HappeningRow } from '../HappeningRow.tsx';
import { ImageGallery } from './ImageGallery.tsx';
import { OrganizerCard } from './OrganizerCard.tsx';
import { PriceTag } from '../PriceTag.tsx';
import { WorkingHoursList } from './WorkingHoursList.tsx';
import styles from './HappeningDetail.module.css';
import type { HappeningDetail_item$key } from './__generated__/HappeningDetail_item.graphql';

const kindMessages: Record<HappeningKind, Record<'past' | 'related', MessageDescriptor>> = {
  EVENT: defineMessages({
    past: { id: 'detail.pastEvent', defaultMessage: 'This event has ended. Browse upcoming events for more to do.' },
    related: { id: 'detail.relatedEvents', defaultMessage: 'You may also like these events' },
  }),
  EXPERIENCE: defineMessages({
    past: { id: 'detail.pastExperience', defaultMessage: 'This experience is no longer available.' },
    related: { id: 'detail.relatedExperiences', defaultMessage: 'You may also like these experiences' },
  }),
};

/**
 * The detail of an event or an experience (one component for both kinds); `viewer` is the signed-in member or null.
 * Plain elements and a CSS module; the reviews and the attendance buttons load after the first render.
 */
export function HappeningDetail({
  item,
  viewer,
  hijriDates = false,
}: {
  item: HappeningDetail_item$key;
  viewer: ReviewSection_viewer$key | null;
  /** Also show the dates in the Umm al-Qura calendar (the site setting, docs/info.md#hijri-dates). */
  hijriDates?: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment HappeningDetail_item on Happening {
        id
        ...SaveButton_item
        kind
        name
        summary
        description
        startDate
        endDate
        isPast
        ticketUrl
        attendanceCount
        wantToGoCount
        price {
          ...PriceTag_price
        }
        location {
          venueName
          address
          district
        }
        organizer {
          ...OrganizerCard_organizer
        }
        categories {
          id
          name
        }
        audiences {
          id
          name
        }
        tags {
          id
          name
        }
        calendarLinks {
          ...CalendarMenu_links
        }
        ...ImageGallery_item
        ...WorkingHoursList_item
        ...AttendanceButtons_happening
        ...ReviewSection_subject @alias(as: "reviewable")
        related(first: 4) {
          ...HappeningRow_items
        }
      }
    `,
    item,
  );
  const messages = kindMessages[asHappeningKind(data.kind)];
  const range = formatDateRange(data.startDate, data.endDate, locale);
  const place = [data.location?.venueName, data.location?.address, data.location?.district]
    .filter(Boolean)
    .join(listSeparator[locale]);

  return (
    <>
      <DetailLayout
        title={data.name}
        header={
          <>
            {data.summary ? <p className={styles.summary}>{data.summary}</p> : null}
            <SaveButton item={data} />
            {data.isPast ? (
              <p className={styles.past} role="note">
                <FormattedMessage {...messages.past} />
              </p>
            ) : null}
          </>
        }
        main={
          <>
            <ImageGallery item={data} />
            <AboutSection text={data.description} />
            <TermSection
              title={<FormattedMessage id="detail.categories" defaultMessage="Categories" />}
              terms={data.categories}
            />
            <TermSection
              title={<FormattedMessage id="detail.audiences" defaultMessage="Suitable for" />}
              terms={data.audiences}
            />
            <TermSection title={<FormattedMessage id="detail.tags" defaultMessage="Tags" />} terms={data.tags} />
            {data.organizer ? (
              <DetailSection title={<FormattedMessage id="detail.organizer" defaultMessage="Organiser" />}>
                <OrganizerCard organizer={data.organizer} />
              </DetailSection>
            ) : null}
            {data.reviewable ? <LazyReviewSection subject={data.reviewable} viewer={viewer} /> : null}
          </>
        }
        essentials={
          <>
            <PriceTag price={data.price} className={styles.price} />
            <Facts>
              <Fact
                icon={<CalendarLtr20Regular />}
                label={<FormattedMessage id="detail.dates" defaultMessage="Dates" />}
              >
                <time dateTime={range.startIso}>{range.dates}</time>
                {hijriDates ? (
                  <span className={styles.hijri} data-testid="hijri-dates">
                    {formatHijriRange(data.startDate, data.endDate, locale)}
                  </span>
                ) : null}
              </Fact>
              <Fact icon={<Clock20Regular />} label={<FormattedMessage id="detail.time" defaultMessage="Time" />}>
                {range.times}
              </Fact>
              {place ? (
                <Fact
                  icon={<Location20Regular />}
                  label={<FormattedMessage id="detail.venue" defaultMessage="Venue" />}
                >
                  {place}
                </Fact>
              ) : null}
              <Fact
                icon={<People20Regular />}
                label={<FormattedMessage id="detail.attendance" defaultMessage="Attendance" />}
              >
                <span className={styles.counts}>
                  <span data-testid="going-count">
                    <FormattedMessage
                      id="detail.attendanceCount"
                      defaultMessage="{count, plural, =0 {Be the first to go} one {# person is going} other {# people are going}}"
                      values={{ count: data.attendanceCount }}
                    />
                  </span>
                  <span data-testid="want-to-go-count">
                    <FormattedMessage
                      id="detail.wantToGoCount"
                      defaultMessage="{count, plural, =0 {No one has said they want to go yet} one {# person wants to go} other {# people want to go}}"
                      values={{ count: data.wantToGoCount }}
                    />
                  </span>
                </span>
              </Fact>
            </Facts>
            {viewer ? <LazyAttendanceButtons happening={data} /> : null}
            <div className={styles.actions}>
              {data.ticketUrl && !data.isPast ? <BuyTicketsLink itemId={data.id} ticketUrl={data.ticketUrl} /> : null}
              {!data.isPast ? <CalendarMenu links={data.calendarLinks} /> : null}
            </div>
            <PanelSection title={<FormattedMessage id="detail.workingHours" defaultMessage="Working hours" />}>
              <WorkingHoursList item={data} />
            </PanelSection>
          </>
        }
      />
      <div className={styles.related}>
        <HappeningRow title={intl.formatMessage(messages.related)} items={data.related} />
      </div>
    </>
  );
}
