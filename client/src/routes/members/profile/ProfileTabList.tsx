import { makeStyles, tokens } from '@fluentui/react-components';
import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { PROFILE_TABS, profileTabLabels, type ProfileTab } from './profileTabs.ts';

// A WAI-ARIA tablist of its own: Fluent's TabList adds focus-trap helpers (aria-hidden elements that take focus) that
// axe reports. Arrow keys move the focus (reading order: ArrowLeft moves on in Arabic), Home/End jump, Enter or
// Space opens the focused tab; only the selected tab is in the Tab order.
const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: '4px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  tab: {
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    paddingBlock: '10px',
    paddingInline: '12px',
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground2,
    borderBottom: '3px solid transparent',
    ':hover': { color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  selected: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderBottomColor: tokens.colorBrandStroke1,
  },
});

export const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
export const PANEL_ID = 'profile-panel';

export function ProfileTabList({ selected, onSelect }: { selected: ProfileTab; onSelect: (tab: ProfileTab) => void }) {
  const styles = useStyles();
  const intl = useIntl();
  const buttons = useRef(new Map<ProfileTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = PROFILE_TABS.findIndex((tab) => buttons.current.get(tab) === document.activeElement);
    if (current < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    const last = PROFILE_TABS.length - 1;
    let next: number;
    if (event.key in step) next = (current + step[event.key] + PROFILE_TABS.length) % PROFILE_TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else return;
    event.preventDefault();
    buttons.current.get(PROFILE_TABS[next])?.focus();
  };
  return (
    <div
      role="tablist"
      className={styles.list}
      aria-label={intl.formatMessage({ id: 'profile.tabsLabel', defaultMessage: 'Profile sections' })}
      onKeyDown={onKeyDown}
    >
      {PROFILE_TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) buttons.current.set(tab, element);
            else buttons.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={PANEL_ID}
          tabIndex={tab === selected ? 0 : -1}
          className={tab === selected ? `${styles.tab} ${styles.selected}` : styles.tab}
          onClick={() => onSelect(tab)}
        >
          {intl.formatMessage(profileTabLabels[tab])}
        </button>
      ))}
    </div>
  );
}
