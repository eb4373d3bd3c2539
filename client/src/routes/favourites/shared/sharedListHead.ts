import { defineMessage } from 'react-intl';
import { graphql, readInlineData } from 'relay-runtime';
import { pageHead, shortText, type HeadContext, type PageHead } from '../../../server/pageHead.ts';
import type { sharedListHead_list$key } from './__generated__/sharedListHead_list.graphql';

const fallbackDescription = defineMessage<{ name: string; owner: string }>({
  id: 'head.sharedListDescription',
  defaultMessage: '{name}: a favourite list by {owner} on Dalil.',
});

/** The served head of a shared list: its title, and its description or who made it. */
export function sharedListHead(ref: sharedListHead_list$key, { intl }: HeadContext): PageHead {
  const { name, description, owner } = readInlineData(
    graphql`
      fragment sharedListHead_list on FavouriteList @inline {
        name
        description
        owner {
          fullName
        }
      }
    `,
    ref,
  );
  return pageHead(intl, {
    heading: name,
    description:
      shortText(160, description) ?? intl.formatMessage(fallbackDescription, { name, owner: owner.fullName }),
    noIndex: true,
  });
}
