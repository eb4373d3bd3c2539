import { graphql, useFragment } from 'react-relay/hooks';
import { CardRow } from './CardRow.tsx';
import { HappeningCard } from './HappeningCard.tsx';
import type { HappeningRow_items$key } from './__generated__/HappeningRow_items.graphql';

/** A titled row of event or experience cards; renders nothing when there are no items. */
export function HappeningRow({
  title,
  description,
  seeAllTo,
  items,
}: {
  title: string;
  description?: string | null;
  seeAllTo?: string;
  items: HappeningRow_items$key;
}) {
  const data = useFragment(
    graphql`
      fragment HappeningRow_items on Happening @relay(plural: true) {
        id
        ...HappeningCard_item
      }
    `,
    items,
  );
  if (data.length === 0) return null;
  return (
    <CardRow title={title} description={description} seeAllTo={seeAllTo}>
      {data.map((item) => (
        <HappeningCard key={item.id} item={item} />
      ))}
    </CardRow>
  );
}
