import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../i18n/intl/index.ts';
import { borderSide } from '../styles/border.ts';
import { media } from '../styles/theme.ts';
import { TermList } from './TermList.tsx';

const useStyles = makeStyles({
  // One column on phones, in reading order: title, essentials, the rest. From md the essentials are a side column.
  layout: {
    display: 'grid',
    gap: '24px',
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"header aside" "main aside"',
      columnGap: '32px',
      alignItems: 'start',
    },
  },
  header: { display: 'grid', gap: '8px', [media.md]: { gridArea: 'header' } },
  main: { minWidth: 0, [media.md]: { gridArea: 'main' } },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
  },
  aside: {
    display: 'grid',
    gap: '16px',
    padding: '20px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    // Sticky below the 64 px header; a panel taller than the window scrolls on its own.
    [media.md]: {
      gridArea: 'aside',
      position: 'sticky',
      insetBlockStart: '88px',
      maxHeight: 'calc(100vh - 104px)',
      overflowY: 'auto',
    },
  },
  section: { display: 'grid', gap: '10px', marginBlockStart: '28px' },
  sectionTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  panelSection: {
    display: 'grid',
    gap: '8px',
    paddingBlockStart: '16px',
    ...borderSide('BlockStart', '1px', 'solid', tokens.colorNeutralStroke2),
  },
  panelSectionTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  prose: { margin: 0, whiteSpace: 'pre-line', lineHeight: tokens.lineHeightBase400, fontSize: tokens.fontSizeBase400 },
  facts: { margin: 0, display: 'grid', gap: '14px' },
  fact: { display: 'grid', gridTemplateColumns: '20px 1fr', columnGap: '10px', alignItems: 'start' },
  factIcon: { color: tokens.colorBrandForeground1, paddingBlockStart: '2px' },
  factLabel: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, gridColumn: 2 },
  factValue: { margin: 0, gridColumn: 2 },
  breakAnywhere: { overflowWrap: 'anywhere' },
});

/**
 * A detail page's article: the title and `header`, then the "Essentials" panel (when, where, how much and the main
 * actions), then the `main` content. On a phone that is the order on screen, so the essentials are on the first
 * screen; from md the panel is a sticky side column beside the header and `main`.
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
  const styles = useStyles();
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
  const styles = useStyles();
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** A titled part of the Essentials panel (working or opening hours), set off by a rule. */
export function PanelSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.panelSection}>
      <h2 className={styles.panelSectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** The "About" section with the item's long text (its line breaks kept); nothing without a text. */
export function AboutSection({ text }: { text: string | null | undefined }) {
  const styles = useStyles();
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
  const styles = useStyles();
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
  const styles = useStyles();
  return (
    <div className={styles.fact}>
      <span className={styles.factIcon} aria-hidden>
        {icon}
      </span>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={mergeClasses(styles.factValue, breakAnywhere && styles.breakAnywhere)}>{children}</dd>
    </div>
  );
}
