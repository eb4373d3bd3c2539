import { defineMessages } from '../i18n/intl/index.ts';

/** Messages every form shares. */
export const formMessages = defineMessages({
  unreachable: {
    id: 'member.unreachable',
    defaultMessage: 'We could not reach Dalil. Check your connection and try again.',
  },
});
