import { makeStyles, tokens } from '@fluentui/react-components';

export const useMessageStyles = makeStyles({
  root: {
    display: 'grid',
    justifyItems: 'center',
    textAlign: 'center',
    gap: '16px',
    paddingBlock: '64px',
    paddingInline: '16px',
    maxWidth: '640px',
    marginInline: 'auto',
  },
  illustration: { fontSize: '64px', lineHeight: 1, color: tokens.colorBrandForeground1 },
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  detail: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});
