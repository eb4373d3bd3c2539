import { graphql, readInlineData } from 'relay-runtime';
import { pageHead, shortText, type HeadContext, type PageHead } from '../../../server/pageHead.ts';
import type { curatedListHead_list$key } from './__generated__/curatedListHead_list.graphql';

/** The served page's head of a curated list (server/heads.ts). */
export function curatedListHead(ref: curatedListHead_list$key, { intl }: HeadContext): PageHead {
  const { name, description, cover } = readInlineData(
    graphql`
      fragment curatedListHead_list on CuratedList @inline {
        name
        description
        cover {
          url
          alt
        }
      }
    `,
    ref,
  );
  return pageHead(intl, {
    heading: name,
    description: shortText(160, description) ?? name,
    image: cover ? { url: cover.url, alt: cover.alt ?? name } : null,
  });
}
