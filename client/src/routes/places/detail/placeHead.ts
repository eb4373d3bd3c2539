import { defineMessage, type MessageDescriptor } from 'react-intl';
import { graphql, readInlineData } from 'relay-runtime';
import { pageHead, shortText, type HeadContext, type PageHead } from '../../../server/pageHead.ts';
import type { placeHead_place$key } from './__generated__/placeHead_place.graphql';

const fallbackDescription: MessageDescriptor = defineMessage({
  id: 'head.placeDescription',
  defaultMessage: '{name}: opening hours, address and tips on Dalil.',
});

/** The served page's head of a place (server/heads.ts). */
export function placeHead(ref: placeHead_place$key, { intl }: HeadContext): PageHead {
  const { name, about, image, category, city } = readInlineData(
    graphql`
      fragment placeHead_place on Place @inline {
        name
        about
        image {
          url
          alt
        }
        category {
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
    description: shortText(160, about) ?? intl.formatMessage(fallbackDescription, { name }),
    image: image ? { url: image.url, alt: image.alt ?? name } : null,
    type: 'article',
    keywords: [category?.name, city?.name].filter((word): word is string => Boolean(word)),
  });
}
