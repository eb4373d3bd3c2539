import { SaveButton } from '../../favourites/save/SaveButton.tsx';
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
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
import { Call20Regular, Edit20Regular, Globe20Regular } from './placeIcons.tsx';
import { Location20Regular } from '../../../ui/icons.tsx';
import { CheckInButton } from './CheckInButton.tsx';
import { OpeningHoursTable } from './OpeningHoursTable.tsx';
import { OpeningStatusBadge } from '../OpeningStatusBadge.tsx';
import { placeAddress } from '../placeAddress.ts';
import { featureMessages, type PlaceFeatureName } from '../placeFeatureMessages.ts';
import { suggestPlaceEditPath } from '../placePath.ts';
import { ReportPlaceButton } from './ReportPlaceButton.tsx';
import styles from './PlaceDetail.module.css';
import type { PlaceDetail_place$key } from './__generated__/PlaceDetail_place.graphql';

// Below the article, and (with its list items) Fluent's: loaded as the screen renders, not with it.
const NearbyPlaces = lazy(() => import('../../detailParts.ts').then((parts) => parts.nearbyPlaces()));

const socialNames = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  instagram: 'Instagram',
} as const;

/**
 * A place: names and open now, then the essentials (address, phone, website, weekly hours, check-in, suggest an edit,
 * report), then image, about, features, tags, reviews and nearby places.
 */
export function PlaceDetail({
  place,
  isMember,
  reviews,
}: {
  place: PlaceDetail_place$key;
  isMember: boolean;
  reviews: ReactNode;
}) {
  const intl = useIntl();
  const locale = useLocale();
  /* eslint-disable relay/unused-fields -- placeAddress reads the location, and the social links are read by key
     (socialNames) */
  const data = useFragment(
    graphql`
      fragment PlaceDetail_place on Place {
        ...SaveButton_item
        id
        slug
        name
        about
        isOwnedByViewer
        image {
          url
          alt
        }
        category {
          name
        }
        subcategory {
          name
        }
        tags {
          id
          name
        }
        features
        location {
          address
          district
        }
        phone
        website
        social {
          facebook
          twitter
          youtube
          instagram
        }
        nearby(first: 6) {
          id
        }
        ...NearbyPlaces_place
        ...OpeningStatusBadge_place
        ...OpeningHoursTable_place
        ...CheckInButton_place
      }
    `,
    place,
  );
  /* eslint-enable relay/unused-fields */
  const kind = [data.category?.name, data.subcategory?.name].filter(Boolean).join(' · ');
  const address = placeAddress(data.location, locale);
  const social = (Object.keys(socialNames) as (keyof typeof socialNames)[]).flatMap((key) =>
    data.social[key] ? [{ key, url: data.social[key] }] : [],
  );

  return (
    <>
      <DetailLayout
        title={data.name}
        header={
          <>
            {kind ? <p className={styles.kind}>{kind}</p> : null}
            {data.isOwnedByViewer ? (
              <span className={styles.owner}>
                <FormattedMessage id="place.owner" defaultMessage="Owner" />
              </span>
            ) : null}
            <OpeningStatusBadge place={data} detailed />
            <SaveButton item={data} />
          </>
        }
        main={
          <>
            {data.image ? (
              <img
                className={styles.image}
                src={data.image.url}
                alt={data.image.alt ?? data.name}
                width={1280}
                height={720}
                fetchPriority="high"
              />
            ) : null}
            <AboutSection text={data.about} />
            <TermSection
              title={<FormattedMessage id="place.features" defaultMessage="Features" />}
              terms={data.features.map((feature) => ({
                id: feature,
                name: featureMessages[feature as PlaceFeatureName]
                  ? intl.formatMessage(featureMessages[feature as PlaceFeatureName])
                  : feature,
              }))}
            />
            <TermSection title={<FormattedMessage id="detail.tags" defaultMessage="Tags" />} terms={data.tags} />
            {reviews}
          </>
        }
        essentials={
          <>
            <Facts>
              {address ? (
                <Fact
                  icon={<Location20Regular />}
                  label={<FormattedMessage id="place.address" defaultMessage="Address" />}
                  breakAnywhere
                >
                  {address}
                </Fact>
              ) : null}
              {data.phone ? (
                <Fact
                  icon={<Call20Regular />}
                  label={<FormattedMessage id="place.phone" defaultMessage="Phone" />}
                  breakAnywhere
                >
                  <a className={styles.link} href={`tel:${data.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                    {data.phone}
                  </a>
                </Fact>
              ) : null}
              {data.website ? (
                <Fact
                  icon={<Globe20Regular />}
                  label={<FormattedMessage id="place.website" defaultMessage="Website" />}
                  breakAnywhere
                >
                  <a className={styles.link} href={data.website} target="_blank" rel="noopener noreferrer" dir="ltr">
                    {data.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                  </a>
                </Fact>
              ) : null}
            </Facts>
            {social.length > 0 ? (
              <ul
                className={styles.social}
                aria-label={intl.formatMessage({ id: 'place.social', defaultMessage: 'Social links' })}
              >
                {social.map(({ key, url }) => (
                  <li key={key}>
                    <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
                      {socialNames[key]}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <PanelSection title={<FormattedMessage id="place.openingHours" defaultMessage="Opening hours" />}>
              <OpeningHoursTable place={data} />
            </PanelSection>
            <CheckInButton place={data} isMember={isMember} />
            <div className={styles.actions}>
              <Link className={styles.link} to={suggestPlaceEditPath(data.slug)}>
                <Edit20Regular aria-hidden />{' '}
                <FormattedMessage id="place.suggestEdit" defaultMessage="Suggest an edit" />
              </Link>
              <ReportPlaceButton placeId={data.id} name={data.name} isMember={isMember} />
            </div>
          </>
        }
      />
      {data.nearby.length > 0 ? (
        <Suspense
          fallback={
            <NearbySection>
              <ul className={styles.nearby} aria-hidden>
                {data.nearby.map((nearby) => (
                  <li key={nearby.id} className={styles.nearbyStandIn} />
                ))}
              </ul>
            </NearbySection>
          }
        >
          <NearbyPlaces place={data} Section={NearbySection} listClassName={styles.nearby} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The nearby places' section: the titled section of the list, and of its stand-in while the list's code loads. */
function NearbySection({ children }: { children: ReactNode }) {
  return (
    <DetailSection title={<FormattedMessage id="place.nearby" defaultMessage="Nearby places" />}>
      {children}
    </DetailSection>
  );
}
