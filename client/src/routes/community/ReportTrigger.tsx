import type { ComponentProps } from 'react';
import { buttonClasses } from '../../styles/buttonClasses.ts';
import { icon } from '../../ui/icons.tsx';

// Fluent UI System Icons (MIT, @fluentui/react-icons), its path copied from the package.
const Flag20Regular = icon(
  20,
  'M5 13h11.5a.5.5 0 0 0 .42-.78L14.1 8l2.82-4.22A.5.5 0 0 0 16.5 3h-12a.5.5 0 0 0-.5.5v14a.5.5 0 0 0 1 0zm0-1V4h10.57l-2.49 3.72a.5.5 0 0 0 0 .56L15.57 12z',
);

/**
 * The report button (a native one drawn like Fluent's subtle button): ReportButton's, and its stand-in on screens that
 * load ReportButton after their first render.
 */
export function ReportTrigger({
  label,
  size,
  ...props
}: { label: string; size?: 'small' | 'medium' } & ComponentProps<'button'>) {
  return (
    <button type="button" className={buttonClasses({ appearance: 'subtle', size })} {...props}>
      <Flag20Regular />
      {label}
    </button>
  );
}
