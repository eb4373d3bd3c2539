import { defineMessages } from 'react-intl';

/** Messages every form shares. */
export const formMessages = defineMessages({
  unreachable: {
    id: 'member.unreachable',
    defaultMessage: 'We could not reach Dalil. Check your connection and try again.',
  },
});
