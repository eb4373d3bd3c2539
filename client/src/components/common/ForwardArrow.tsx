import { useFluent } from '@fluentui/react-components';
import { ArrowLeft16Regular, ArrowRight16Regular } from '@fluentui/react-icons';

/** An arrow pointing in the reading direction (right in English, left in Arabic). */
export function ForwardArrow() {
  const { dir } = useFluent();
  return dir === 'rtl' ? <ArrowLeft16Regular aria-hidden /> : <ArrowRight16Regular aria-hidden />;
}
