import { defineMessages } from 'react-intl';

/**
 * The picker's words, in the first route's namespace: cards on the home page open it before any other messages load
 * (the home page ships only the first route's messages).
 */
export const pickerMessages = defineMessages({
  title: { id: 'happening.pickerTitle', defaultMessage: 'Save to a list' },
  empty: { id: 'happening.pickerEmpty', defaultMessage: 'You have no lists yet. Make one below.' },
  newList: { id: 'happening.pickerNewList', defaultMessage: 'New list' },
  create: { id: 'happening.pickerCreate', defaultMessage: 'Create' },
  done: { id: 'happening.pickerDone', defaultMessage: 'Done' },
  cancel: { id: 'happening.pickerCancel', defaultMessage: 'Cancel' },
  refused: { id: 'happening.pickerRefused', defaultMessage: 'Your lists could not be changed. Nothing was saved.' },
  titleRequired: { id: 'happening.pickerTitleRequired', defaultMessage: 'Title is required' },
  titleLength: { id: 'happening.pickerTitleLength', defaultMessage: 'The title must be 2 to 255 characters' },
});
