import type { GriffelStyle } from '@fluentui/react-components';

type Side = 'BlockStart' | 'BlockEnd' | 'InlineStart' | 'InlineEnd';

/** One logical border side as longhands (Griffel takes no border shorthands); right in both directions. */
export function borderSide(side: Side, width: string, style: 'solid' | 'dashed', color: string): GriffelStyle {
  return {
    [`border${side}Width`]: width,
    [`border${side}Style`]: style,
    [`border${side}Color`]: color,
  } as GriffelStyle;
}

const sides: Side[] = ['BlockStart', 'BlockEnd', 'InlineStart', 'InlineEnd'];

/** The same border on every side. */
export function borderAll(width: string, style: 'solid' | 'dashed', color: string): GriffelStyle {
  return Object.assign({}, ...sides.map((side) => borderSide(side, width, style, color))) as GriffelStyle;
}

/** Only the colour of every side (e.g. a selected state). */
export function borderColorAll(color: string): GriffelStyle {
  return Object.fromEntries(sides.map((side) => [`border${side}Color`, color])) as GriffelStyle;
}
