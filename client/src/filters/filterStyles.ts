import { makeStyles, tokens } from '@fluentui/react-components';
import { media } from '../styles/theme.ts';

/** A filter bar's panel, one column on a phone and two from the sm breakpoint; each bar sets its md columns. */
export const filterBarPanel = {
  display: 'grid',
  gap: '12px',
  padding: '12px',
  backgroundColor: tokens.colorNeutralBackground1,
  borderRadius: tokens.borderRadiusXLarge,
  boxShadow: tokens.shadow4,
  marginBlockEnd: '20px',
  // minmax(0, …): the search field's intrinsic width must not push the bar wider than a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  [media.sm]: { gridTemplateColumns: '1fr 1fr', padding: '16px' },
} as const;

export const useFilterFieldStyles = makeStyles({
  field: { display: 'grid', gap: '4px' },
  label: {
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
});
