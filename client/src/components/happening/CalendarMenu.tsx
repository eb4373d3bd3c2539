import { Button, Menu, MenuItemLink, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { CalendarAdd20Regular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CalendarMenu_links$key } from './__generated__/CalendarMenu_links.graphql';

/** "Add to calendar": Google and Outlook links and an .ics download (Apple Calendar and others). */
export function CalendarMenu({ links }: { links: CalendarMenu_links$key }) {
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
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size="large" icon={<CalendarAdd20Regular />}>
          <FormattedMessage id="calendar.add" defaultMessage="Add to calendar" />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItemLink href={data.google} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="calendar.google" defaultMessage="Google Calendar" />
          </MenuItemLink>
          <MenuItemLink href={data.outlook} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="calendar.outlook" defaultMessage="Outlook" />
          </MenuItemLink>
          <MenuItemLink href={data.ics} download>
            <FormattedMessage id="calendar.ics" defaultMessage="Apple Calendar and others (.ics)" />
          </MenuItemLink>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
