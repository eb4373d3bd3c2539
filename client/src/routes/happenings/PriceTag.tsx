import { graphql, useFragment } from 'react-relay/hooks';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../i18n/useLocale.ts';
import { formatPrice } from '../../format/price.ts';
import type { PriceTag_price$key } from './__generated__/PriceTag_price.graphql';

/** "SAR 150" in the viewer's locale, or "Free". */
export function PriceTag({ price, className }: { price: PriceTag_price$key; className?: string }) {
  const locale = useLocale();
  const { isFree, amount, currency } = useFragment(
    graphql`
      fragment PriceTag_price on Price {
        isFree
        amount
        currency
      }
    `,
    price,
  );
  const text = formatPrice({ isFree, amount, currency }, locale);
  return <span className={className}>{text ?? <FormattedMessage id="price.free" defaultMessage="Free" />}</span>;
}
