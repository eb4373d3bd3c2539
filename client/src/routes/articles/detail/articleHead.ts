import { graphql, readInlineData } from 'relay-runtime';
import { pageHead, shortText, type HeadContext, type PageHead } from '../../../server/pageHead.ts';
import type { articleHead_article$key } from './__generated__/articleHead_article.graphql';

/** The served page's head of an article (server/heads.ts). */
export function articleHead(ref: articleHead_article$key, { intl }: HeadContext): PageHead {
  const { title, summary, cover } = readInlineData(
    graphql`
      fragment articleHead_article on Article @inline {
        title
        summary
        cover {
          url
          alt
        }
      }
    `,
    ref,
  );
  return pageHead(intl, {
    heading: title,
    description: shortText(160, summary) ?? title,
    image: cover ? { url: cover.url, alt: cover.alt ?? title } : null,
    type: 'article',
  });
}
