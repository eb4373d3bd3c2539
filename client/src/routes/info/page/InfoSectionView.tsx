import { makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { FactCounters } from '../about/FactCounters.tsx';
import { ExploreApp } from '../about/ExploreApp.tsx';
import { StoreBadges } from '../app/StoreBadges.tsx';
import { NumberList } from '../numbers/NumberList.tsx';
import type { InfoSectionView_section$key } from './__generated__/InfoSectionView_section.graphql';
import type { FactCounters_facts$key } from '../about/__generated__/FactCounters_facts.graphql';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '12px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  body: { margin: 0, lineHeight: tokens.lineHeightBase400, maxWidth: '70ch' },
  items: { margin: 0, paddingInlineStart: '20px', display: 'grid', gap: '6px' },
});

/** One block of an info page: counters, phone numbers and store badges have their own views, the rest is a list. */
export function InfoSectionView({
  section: sectionKey,
  facts,
}: {
  section: InfoSectionView_section$key;
  facts: FactCounters_facts$key | null | undefined;
}) {
  const styles = useStyles();
  const section = useFragment(
    graphql`
      fragment InfoSectionView_section on InfoSection {
        key
        heading
        body
        items {
          key
          name
        }
        ...NumberList_section
        ...StoreBadges_section
      }
    `,
    sectionKey,
  );
  const id = `section-${section.key}`;
  const paragraphs = section.body.split(/\n{2,}/).filter(Boolean);
  const content = () => {
    if (section.key === 'facts') return facts ? <FactCounters facts={facts} /> : null;
    if (section.key === 'numbers') return <NumberList section={section} />;
    if (section.key === 'stores') return <StoreBadges section={section} />;
    if (section.key === 'explore-app') return <ExploreApp />;
    return section.items.length ? (
      <ul className={styles.items}>
        {section.items.map((item) => (
          <li key={item.key}>{item.name}</li>
        ))}
      </ul>
    ) : null;
  };
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {section.heading}
      </h2>
      {paragraphs.map((text, index) => (
        <p key={index} className={styles.body}>
          {text}
        </p>
      ))}
      {content()}
    </section>
  );
}
