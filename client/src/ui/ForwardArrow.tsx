import { directionOf } from '../i18n/locale.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { ArrowLeft16Regular, ArrowRight16Regular } from './screenIcons.tsx';

/** An arrow pointing in the reading direction (right in English, left in Arabic). */
export function ForwardArrow() {
  return directionOf(useLocale()) === 'rtl' ? <ArrowLeft16Regular aria-hidden /> : <ArrowRight16Regular aria-hidden />;
}
