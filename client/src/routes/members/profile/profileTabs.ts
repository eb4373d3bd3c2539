// The tabs of the own profile, in order; the chosen one is the URL's ?tab= (an unknown or missing one is the first).
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { socialMessages } from '../../social/socialMessages.ts';

export const PROFILE_TABS = [
  'profile',
  'followers',
  'followings',
  'requests',
  'check-ins',
  'orders',
  'blocked',
  'facebook',
  'settings',
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];

const own = defineMessages({
  profile: { id: 'profile.tabProfile', defaultMessage: 'Profile' },
  checkIns: { id: 'profile.tabCheckIns', defaultMessage: 'Check-ins' },
  orders: { id: 'profile.tabOrders', defaultMessage: 'Orders' },
  facebook: { id: 'profile.tabFacebook', defaultMessage: 'Facebook' },
  settings: { id: 'profile.tabSettings', defaultMessage: 'Settings' },
});

export const profileTabLabels: Record<ProfileTab, MessageDescriptor> = {
  profile: own.profile,
  followers: socialMessages.followers,
  followings: socialMessages.followings,
  requests: socialMessages.followRequests,
  'check-ins': own.checkIns,
  orders: own.orders,
  blocked: socialMessages.blockedUsers,
  facebook: own.facebook,
  settings: own.settings,
};

export function profileTabOf(search: URLSearchParams): ProfileTab {
  const asked = search.get('tab');
  return PROFILE_TABS.find((tab) => tab === asked) ?? 'profile';
}
