import { Menu, MenuItemLink, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { FluentScope } from '../../../app/FluentScope.tsx';
import { FormattedMessage } from 'react-intl';
import type { CalendarLinks } from './CalendarMenu.tsx';

/**
 * The "Add to calendar" menu itself. Fluent's Menu brings tabster and the positioning engine (about 35 KB gzip), so
 * CalendarMenu loads this module after the detail screen has rendered; it brings its own FluentScope.
 */
interface Props {
  links: CalendarLinks;
  trigger: React.ReactElement;
  /** Open at once: the person clicked the stand-in button while this module was loading. */
  defaultOpen?: boolean;
}

export default function CalendarLinksMenu({ links, trigger, defaultOpen = false }: Props) {
  return (
    <FluentScope part>
      <Menu defaultOpen={defaultOpen}>
        <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItemLink href={links.google} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="calendar.google" defaultMessage="Google Calendar" />
            </MenuItemLink>
            <MenuItemLink href={links.outlook} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="calendar.outlook" defaultMessage="Outlook" />
            </MenuItemLink>
            <MenuItemLink href={links.ics} download>
              <FormattedMessage id="calendar.ics" defaultMessage="Apple Calendar and others (.ics)" />
            </MenuItemLink>
          </MenuList>
        </MenuPopover>
      </Menu>
    </FluentScope>
  );
}
