import { graphql, useFragment } from 'react-relay/hooks';
import { ArticleCard } from '../articles/ArticleCard.tsx';
import { HappeningCard } from '../happenings/HappeningCard.tsx';
import { PlaceCompactCard } from '../places/PlaceCompactCard.tsx';
import type { ListItemCard_item$key } from './__generated__/ListItemCard_item.graphql';

/** An item of a curated list or a discover row with the card of its kind (event, experience, place or article). */
export function ListItemCard({ item, headingLevel = 3 }: { item: ListItemCard_item$key; headingLevel?: 2 | 3 }) {
  const data = useFragment(
    graphql`
      fragment ListItemCard_item on ListItem {
        ...HappeningCard_item @alias(as: "happening")
        ...PlaceCompactCard_place @alias(as: "place")
        ...ArticleCard_article @alias(as: "article")
      }
    `,
    item,
  );
  if (data.happening) return <HappeningCard item={data.happening} headingLevel={headingLevel} />;
  if (data.place) return <PlaceCompactCard place={data.place} headingLevel={headingLevel} />;
  if (data.article) return <ArticleCard article={data.article} headingLevel={headingLevel} />;
  return null;
}
