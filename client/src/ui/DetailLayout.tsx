import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './DetailLayout.module.css';
import { TermList } from './TermList.tsx';

/**
 * A detail page's article: the title and `header`, then the "Essentials" panel (when, where, how much and the main
 * actions), then the `main` content. On a phone that is the order on screen, so the essentials are on the first
 * screen; from md the panel is a sticky side column beside the header and `main`. Plain elements and a CSS module: the
 * detail screens render without Fluent UI.
 */
export function DetailLayout({
  title,
  header,
  main,
  essentials,
}: {
  title: ReactNode;
  header: ReactNode;
  main: ReactNode;
  essentials: ReactNode;
}) {
  const intl = useIntl();
  return (
    <article className={styles.layout}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {header}
      </header>
      <aside
        className={styles.aside}
        aria-label={intl.formatMessage({ id: 'detail.essentials', defaultMessage: 'Essentials' })}
      >
        {essentials}
      </aside>
      <div className={styles.main}>{main}</div>
    </article>
  );
}

/** A titled section of a detail page. */
export function DetailSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** A titled part of the Essentials panel (working or opening hours), set off by a rule. */
export function PanelSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.panelSection}>
      <h2 className={styles.panelSectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** The "About" section with the item's long text (its line breaks kept); nothing without a text. */
export function AboutSection({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <DetailSection title={<FormattedMessage id="detail.about" defaultMessage="About" />}>
      <p className={styles.prose}>{text}</p>
    </DetailSection>
  );
}

/** A section listing terms (categories, tags, features); nothing when there are none. */
export function TermSection({ title, terms }: { title: ReactNode; terms: readonly { id: string; name: string }[] }) {
  if (terms.length === 0) return null;
  return (
    <DetailSection title={title}>
      <TermList terms={terms} />
    </DetailSection>
  );
}

/** The list of the Essentials panel's facts. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

/** One fact: an icon, a label and its value; `breakAnywhere` for values without break points (web addresses). */
export function Fact({
  icon,
  label,
  breakAnywhere,
  children,
}: {
  icon: ReactNode;
  label: ReactNode;
  breakAnywhere?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.fact}>
      <span className={styles.factIcon} aria-hidden>
        {icon}
      </span>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={breakAnywhere ? `${styles.factValue} ${styles.breakAnywhere}` : styles.factValue}>{children}</dd>
    </div>
  );
}

/** Hours per weekday (an event's working hours, a place's opening hours): each day's name, then its hours. */
export function WeekHours({ days }: { days: readonly { weekday: string; name: string; hours: string }[] }) {
  return (
    <dl className={styles.weekHours}>
      {days.map(({ weekday, name, hours }) => (
        <div key={weekday} className={styles.weekRow}>
          <dt className={styles.weekDay}>{name}</dt>
          <dd className={styles.muted}>{hours}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A line of secondary text (e.g. that there are no hours to show). */
export function MutedNote({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>;
}
