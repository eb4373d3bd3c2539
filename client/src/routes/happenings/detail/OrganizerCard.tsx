import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import styles from './OrganizerCard.module.css';
import type { OrganizerCard_organizer$key } from './__generated__/OrganizerCard_organizer.graphql';

export function OrganizerCard({ organizer }: { organizer: OrganizerCard_organizer$key }) {
  const data = useFragment(
    graphql`
      fragment OrganizerCard_organizer on Organizer {
        name
        description
        website
        logo
      }
    `,
    organizer,
  );
  return (
    <div className={styles.root}>
      {data.logo ? <img className={styles.logo} src={data.logo} alt="" width={48} height={48} /> : null}
      <div>
        <p className={styles.name}>{data.name}</p>
        {data.description ? <p className={styles.text}>{data.description}</p> : null}
        {data.website ? (
          <p className={styles.text}>
            <a className={styles.link} href={data.website} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="detail.organizerWebsite" defaultMessage="Visit the organiser's website" />
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
