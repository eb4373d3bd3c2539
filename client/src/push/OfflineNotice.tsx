import { useSyncExternalStore } from 'react';
import { FormattedMessage } from '../i18n/intl/index.ts';
import styles from './OfflineNotice.module.css';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};
const isOffline = () => !navigator.onLine;
const onServer = () => false;

/** Offline, what the page shows came from the service worker's copy: it says so. */
export function OfflineNotice() {
  if (!useSyncExternalStore(subscribe, isOffline, onServer)) return null;
  return (
    <p className={styles.notice} role="status">
      <FormattedMessage
        id="offline.notice"
        defaultMessage="You are offline: this page is the copy saved on your last visit and may be out of date."
      />
    </p>
  );
}
