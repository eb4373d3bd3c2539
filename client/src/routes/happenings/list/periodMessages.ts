import { defineMessages } from 'react-intl';
import type { Period } from './happeningFilters.ts';

export const periodMessages: Record<Period, { id: string; defaultMessage: string }> = defineMessages({
  TODAY: { id: 'filters.period.today', defaultMessage: 'Today' },
  THIS_WEEK: { id: 'filters.period.thisWeek', defaultMessage: 'This week' },
  THIS_MONTH: { id: 'filters.period.thisMonth', defaultMessage: 'This month' },
});
