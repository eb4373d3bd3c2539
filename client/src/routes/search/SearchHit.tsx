import { makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { articlePath } from '../articles/articlePath.ts';
import { asHappeningKind, detailPath, listPath } from '../happenings/happeningKind.ts';
import { placePath } from '../places/placePath.ts';
import { searchPath } from './searchParams.ts';
import type { SearchHit_item$data, SearchHit_item$key } from './__generated__/SearchHit_item.graphql';

const useStyles = makeStyles({
  link: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    paddingBlock: '8px',
    paddingInline: '12px',
    minHeight: '24px',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  name: { fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** Where a result leads: its detail page, its list filtered by it, or a search for its name. */
function pathOf(item: SearchHit_item$data): string | null {
  switch (item.__typename) {
    case 'Place':
      return placePath(item.slug);
    case 'Event':
    case 'Experience':
      return detailPath(item.__typename === 'Event' ? 'EVENT' : 'EXPERIENCE', item.slug);
    case 'Category':
      return `${listPath(asHappeningKind(item.kind))}?category=${encodeURIComponent(item.id)}`;
    case 'Article':
      return articlePath(item.slug);
    case 'Organizer':
    case 'Tag':
      return searchPath({ text: item.name });
    default:
      return null;
  }
}

function detailOf(item: SearchHit_item$data): string | null {
  switch (item.__typename) {
    case 'Place':
      return [item.category?.name, item.placeLocation.district].filter(Boolean).join(' · ');
    case 'Event':
    case 'Experience':
      return item.location?.venueName ?? null;
    case 'Article':
      return item.source;
    default:
      return null;
  }
}

/** One result of the multi-search, as a link (header suggestions and the results page). */
export function SearchHit({ item, onOpen }: { item: SearchHit_item$key; onOpen?: () => void }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment SearchHit_item on SearchResultItem {
        __typename
        ... on Place {
          slug
          name
          category {
            name
          }
          placeLocation: location {
            district
          }
        }
        ... on Event {
          slug
          name
          location {
            venueName
          }
        }
        ... on Experience {
          slug
          name
          location {
            venueName
          }
        }
        ... on Organizer {
          name
        }
        ... on Category {
          id
          name
          kind
        }
        ... on Tag {
          name
        }
        ... on Article {
          slug
          title
          language
          source
        }
      }
    `,
    item,
  );
  if (data.__typename === '%other') return null;
  const path = pathOf(data);
  const detail = detailOf(data);
  if (!path) return null;
  return (
    <Link to={path} className={styles.link} onClick={onOpen}>
      {data.__typename === 'Article' ? (
        // an article keeps its own language (an Arabic title in the English interface, and back)
        <span className={styles.name} lang={data.language === 'AR' ? 'ar' : 'en'} dir="auto">
          {data.title}
        </span>
      ) : (
        <span className={styles.name}>{data.name}</span>
      )}
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </Link>
  );
}
