import { makeStyles, tokens } from '@fluentui/react-components';

export const useFormStyles = makeStyles({
  card: {
    maxWidth: '460px',
    marginInline: 'auto',
    marginBlock: '8px 32px',
    paddingBlock: '28px',
    paddingInline: '24px',
    display: 'grid',
    gap: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  lead: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  form: { display: 'grid', gap: '14px' },
  row: { display: 'grid', gap: '14px', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '12px' },
  links: { display: 'flex', flexWrap: 'wrap', gap: '8px 16px', margin: 0, fontSize: tokens.fontSizeBase300 },
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
  notice: {
    margin: 0,
    paddingBlock: '10px',
    paddingInline: '12px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorNeutralForeground1,
  },
});
