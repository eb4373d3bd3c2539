import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { media } from '../../styles/theme.ts';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';
import type { AppHeader_query$key } from './__generated__/AppHeader_query.graphql';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  skip: {
    position: 'absolute',
    insetInlineStart: '8px',
    insetBlockStart: '-48px',
    zIndex: 100,
    paddingBlock: '8px',
    paddingInline: '16px',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    borderRadius: tokens.borderRadiusMedium,
    ':focus': { insetBlockStart: '8px' },
  },
  main: {
    flexGrow: 1,
    width: '100%',
    boxSizing: 'border-box',
    maxWidth: '1200px',
    marginInline: 'auto',
    paddingInline: '16px',
    paddingBlock: '24px',
    [media.md]: { paddingInline: '24px' },
    ':focus': { outlineStyle: 'none' },
  },
});

/** Title, skip link, header, main landmark and footer of every screen. */
export function PageShell({ title, query, children }: { title: string; query: AppHeader_query$key | null; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <a href="#main" className={styles.skip}>
        <FormattedMessage id="app.skipToContent" defaultMessage="Skip to content" />
      </a>
      <AppHeader query={query} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
