import { Avatar, Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { initialsOf } from '../../../ui/initials.ts';
import { graphql, useFragment } from 'react-relay/hooks';
import { isLocale, localeNames } from '../../../i18n/locale.ts';
import type { ProfileSummary_user$key } from './__generated__/ProfileSummary_user.graphql';

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', gap: '16px', flexWrap: 'wrap' },
  name: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
  },
  email: {
    margin: '4px 0 0',
    display: 'flex',
    gap: '8px',
    alignItems: 'center',
    flexWrap: 'wrap',
    color: tokens.colorNeutralForeground2,
  },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '12px', margin: 0 },
  fact: {
    margin: 0,
    paddingBlock: '10px',
    paddingInline: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  sectionTitle: { margin: '8px 0 0', fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** The member's own profile: who, where, and what their contributions earned (points, level, counts). */
export function ProfileSummary({ user }: { user: ProfileSummary_user$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const me = useFragment(
    graphql`
      fragment ProfileSummary_user on User {
        fullName
        email
        isEmailVerified
        image {
          url
        }
        language
        city {
          name
        }
        phoneNumber
        phoneCountryCode
        points
        level
        levelName
        nextLevelPoints
        counts {
          tips
          checkins
          ratings
          photos
          upVotes
          answers
          addedPlaces
          placeEdits
        }
      }
    `,
    user,
  );
  const number = (value: number) => intl.formatNumber(value);
  const notSet = intl.formatMessage({ id: 'profile.notSet', defaultMessage: 'Not set' });
  const details: [string, ReactNode][] = [
    [intl.formatMessage({ id: 'profile.city', defaultMessage: 'City' }), me.city?.name ?? notSet],
    [
      intl.formatMessage({ id: 'profile.language', defaultMessage: 'Language' }),
      isLocale(me.language) ? localeNames[me.language] : me.language,
    ],
    [
      intl.formatMessage({ id: 'profile.phone', defaultMessage: 'Mobile number' }),
      // A phone number reads left to right in Arabic too (+966 5..., never 966+).
      me.phoneNumber ? <bdi dir="ltr">{`+${me.phoneCountryCode ?? '966'} ${me.phoneNumber}`}</bdi> : notSet,
    ],
  ];
  const progress: [string, string][] = [
    [intl.formatMessage({ id: 'profile.points', defaultMessage: 'Points' }), number(me.points)],
    [
      intl.formatMessage({ id: 'profile.level', defaultMessage: 'Level' }),
      me.levelName
        ? intl.formatMessage(
            { id: 'profile.levelNamed', defaultMessage: '{level} · {name}' },
            { level: number(me.level), name: me.levelName },
          )
        : number(me.level),
    ],
    [
      intl.formatMessage({ id: 'profile.nextLevel', defaultMessage: 'Next level at' }),
      me.nextLevelPoints == null
        ? intl.formatMessage({ id: 'profile.topLevel', defaultMessage: 'Top level reached' })
        : number(me.nextLevelPoints),
    ],
    [intl.formatMessage({ id: 'profile.ratings', defaultMessage: 'Ratings' }), number(me.counts.ratings)],
    [intl.formatMessage({ id: 'profile.upVotes', defaultMessage: 'Upvoted' }), number(me.counts.upVotes)],
    [intl.formatMessage({ id: 'profile.answers', defaultMessage: 'Questions answered' }), number(me.counts.answers)],
    [intl.formatMessage({ id: 'profile.placeEdits', defaultMessage: 'Edits approved' }), number(me.counts.placeEdits)],
    [intl.formatMessage({ id: 'profile.addedPlaces', defaultMessage: 'Places added' }), number(me.counts.addedPlaces)],
    [intl.formatMessage({ id: 'profile.tips', defaultMessage: 'Reviews' }), number(me.counts.tips)],
    [intl.formatMessage({ id: 'profile.photos', defaultMessage: 'Photos' }), number(me.counts.photos)],
    [intl.formatMessage({ id: 'profile.checkins', defaultMessage: 'Check-ins' }), number(me.counts.checkins)],
  ];
  const facts = (entries: [string, ReactNode][]) => (
    <dl className={styles.facts}>
      {entries.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <>
      <div className={styles.head}>
        <Avatar
          size={96}
          name={me.fullName}
          initials={initialsOf(me.fullName)}
          image={me.image ? { src: me.image.url, alt: '' } : undefined}
        />
        <div>
          <h1 className={styles.name}>
            <bdi>{me.fullName}</bdi>
          </h1>
          <p className={styles.email}>
            <span dir="ltr">{me.email}</span>
            <Badge appearance="tint" color={me.isEmailVerified ? 'success' : 'warning'}>
              {me.isEmailVerified
                ? intl.formatMessage({ id: 'profile.emailVerified', defaultMessage: 'Verified' })
                : intl.formatMessage({ id: 'profile.emailNotVerified', defaultMessage: 'Not verified yet' })}
            </Badge>
          </p>
        </div>
      </div>
      {facts(details)}
      <h2 className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'profile.pointsTitle', defaultMessage: 'Points and level' })}
      </h2>
      {facts(progress)}
    </>
  );
}
