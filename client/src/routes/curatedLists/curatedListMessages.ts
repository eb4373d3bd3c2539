import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  title: { id: 'curatedLists.title', defaultMessage: 'Curated lists' },
  count: {
    id: 'curatedLists.count',
    defaultMessage: '{count, plural, =0 {No lists} one {# list} other {# lists}}',
  },
  // shown on Home too: the first route's namespace
  itemCount: {
    id: 'home.curatedListItemCount',
    defaultMessage: '{count, plural, =0 {No items} one {# item} other {# items}}',
  },
  more: { id: 'curatedLists.more', defaultMessage: 'Show more' },
  items: { id: 'curatedLists.items', defaultMessage: 'Items of {name}' },
});

/** Untyped descriptors: formatMessage takes their values (react-intl 12's typed ones would refuse them). */
export const curatedListMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
