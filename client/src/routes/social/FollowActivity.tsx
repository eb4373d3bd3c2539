import { useFollowActivity } from './useFollowActivity.ts';

/** Listens to the member's follow activity while it is mounted (the account menu's, for a signed-in member). */
export default function FollowActivity() {
  useFollowActivity();
  return null;
}
