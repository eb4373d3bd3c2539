import { defineMessage, type MessageDescriptor } from 'react-intl';
import { graphql, readInlineData } from 'relay-runtime';
import { pageHead, shortText, type HeadContext, type PageHead } from '../../../server/pageHead.ts';
import type { happeningHead_happening$key } from './__generated__/happeningHead_happening.graphql';

const fallbackDescription: MessageDescriptor = defineMessage({
  id: 'head.happeningDescription',
  defaultMessage: '{name}: dates, times, price and venue on Dalil.',
});

/** The served page's head of an event or experience (server/heads.ts). */
export function happeningHead(ref: happeningHead_happening$key, { intl }: HeadContext): PageHead {
  const { name, summary, description, image, categories, city } = readInlineData(
    graphql`
      fragment happeningHead_happening on Happening @inline {
        name
        summary
        description
        image {
          url
          alt
        }
        categories {
          name
        }
        city {
          name
        }
      }
    `,
    ref,
  );
  return pageHead(intl, {
    heading: name,
    description: shortText(160, summary, description) ?? intl.formatMessage(fallbackDescription, { name }),
    image: image ? { url: image.url, alt: image.alt ?? name } : null,
    type: 'article',
    keywords: [...categories.map((category) => category.name), ...(city ? [city.name] : [])],
  });
}
