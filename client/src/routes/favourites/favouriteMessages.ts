import { defineMessage, defineMessages } from 'react-intl';

/** The words of the favourites screens and of the Save control (docs/favourites.md). */
const favouriteMessagesPlain = defineMessages({
  newList: { id: 'favourites.newList', defaultMessage: 'New list' },
  create: { id: 'favourites.create', defaultMessage: 'Create' },
  cancel: { id: 'favourites.cancel', defaultMessage: 'Cancel' },
  title: { id: 'favourites.title', defaultMessage: 'Title' },
  description: { id: 'favourites.description', defaultMessage: 'Description' },
  titleLength: { id: 'favourites.titleLength', defaultMessage: 'The title must be 2 to 255 characters' },
  titleRequired: { id: 'favourites.titleRequired', defaultMessage: 'Title is required' },
  refused: { id: 'favourites.refused', defaultMessage: 'Your lists could not be changed. Nothing was saved.' },
  myLists: { id: 'favourites.myLists', defaultMessage: 'My favourite lists' },
  noLists: { id: 'favourites.noLists', defaultMessage: 'You have no favourite lists yet.' },
  events: { id: 'favourites.events', defaultMessage: 'Events' },
  experiences: { id: 'favourites.experiences', defaultMessage: 'Experiences' },
  places: { id: 'favourites.places', defaultMessage: 'Places' },
  articles: { id: 'favourites.articles', defaultMessage: 'Articles' },
  emptyList: { id: 'favourites.emptyList', defaultMessage: 'Nothing saved in this list yet.' },
  edit: { id: 'favourites.edit', defaultMessage: 'Edit list' },
  saveChanges: { id: 'favourites.saveChanges', defaultMessage: 'Save changes' },
  delete: { id: 'favourites.delete', defaultMessage: 'Delete list' },
  share: { id: 'favourites.share', defaultMessage: 'Share' },
  copyLink: { id: 'favourites.copyLink', defaultMessage: 'Copy link' },
  linkCopied: { id: 'favourites.linkCopied', defaultMessage: 'Link copied' },
  shareLink: { id: 'favourites.shareLink', defaultMessage: 'Shared link' },
  backToLists: { id: 'favourites.backToLists', defaultMessage: 'All my lists' },
});

export const favouriteMessages = {
  ...favouriteMessagesPlain,
  itemCount: defineMessage<{ count: number }>({
    id: 'favourites.itemCount',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
  }),
  deleteConfirm: defineMessage<{ name: string }>({
    id: 'favourites.deleteConfirm',
    defaultMessage: 'Delete the list {name}? This cannot be undone.',
  }),
  sharedBy: defineMessage<{ name: string }>({ id: 'favourites.sharedBy', defaultMessage: 'A list by {name}' }),
};
