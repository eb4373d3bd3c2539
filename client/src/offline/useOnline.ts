import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};
const isOnline = () => navigator.onLine;
const onServer = () => true;

/** Whether the browser says it is online; changes re-render. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, onServer);
