import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { buttonClasses } from '../../../styles/buttonClasses.ts';
import { CalendarAdd20Regular } from './happeningIcons.tsx';
import type { CalendarMenu_links$data, CalendarMenu_links$key } from './__generated__/CalendarMenu_links.graphql';

export type CalendarLinks = Omit<CalendarMenu_links$data, ' $fragmentType'>;

const CalendarLinksMenu = lazy(() => import('../../detailParts.ts').then((parts) => parts.calendarLinksMenu()));

/** The "Add to calendar" button: a native button drawn like Fluent's large button (the menu brings Fluent itself). */
function CalendarButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" className={buttonClasses({ size: 'large' })} {...props}>
      <CalendarAdd20Regular />
      <FormattedMessage id="calendar.add" defaultMessage="Add to calendar" />
    </button>
  );
}

/** "Add to calendar": Google and Outlook links and an .ics download (Apple Calendar and others). */
export function CalendarMenu({ links }: { links: CalendarMenu_links$key }) {
  /* eslint-disable relay/unused-fields -- the links go whole to the lazily loaded CalendarLinksMenu */
  const data = useFragment(
    graphql`
      fragment CalendarMenu_links on CalendarLinks {
        google
        outlook
        ics
      }
    `,
    links,
  );
  /* eslint-enable relay/unused-fields */
  // A click that lands before the menu's code has arrived opens the menu as soon as it has.
  const [openRequested, setOpenRequested] = useState(false);
  // The same button stands in while the menu's code arrives (it starts loading as soon as this renders).
  return (
    <Suspense fallback={<CalendarButton onClick={() => setOpenRequested(true)} aria-busy={openRequested} />}>
      <CalendarLinksMenu links={data} trigger={<CalendarButton />} defaultOpen={openRequested} />
    </Suspense>
  );
}
