import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, loadQuery } from 'react-relay/hooks';
import { guestId } from '../guest/guestId.ts';
import { usePromiseMutation } from '../relay/commitAsPromise.ts';
import { hasMemberSession } from '../session/authState.ts';
import { currentSession } from '../session/session.ts';
import { buttonClasses } from '../styles/buttonClasses.ts';
import { keyBytes, promptDelay, type Permission } from './pushPromptTiming.ts';
import styles from './PushPrompt.module.css';
import type { PushPromptKeyQuery } from './__generated__/PushPromptKeyQuery.graphql';
import type { PushPromptSaveMutation } from './__generated__/PushPromptSaveMutation.graphql';

const keyQuery = graphql`
  query PushPromptKeyQuery {
    siteSettings {
      pushPublicKey
    }
  }
`;

/** When the app started (the page's load, near enough). */
const startedAt = Date.now();

const permissionNow = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/**
 * The web push pre-prompt: a banner 15 s after load asking whether to turn notifications on, again 30 s
 * after "Not now", never once the browser has an answer. Shown only where a service worker can receive pushes.
 */
export function PushPrompt() {
  const intl = useIntl();
  const [save] = usePromiseMutation<PushPromptSaveMutation>(graphql`
    mutation PushPromptSaveMutation($input: SavePushSubscriptionInput!) {
      savePushSubscription(input: $input) {
        ok
      }
    }
  `);
  const [visible, setVisible] = useState(false);
  const [dismissals, setDismissals] = useState(0);

  useEffect(() => {
    let timer: number | undefined;
    let cancelled = false;
    const schedule = async () => {
      const delay = promptDelay(permissionNow(), dismissals > 0);
      if (delay === null || !('serviceWorker' in navigator)) return;
      // Only where pushes can arrive: once the service worker is active (never, where it is blocked).
      await navigator.serviceWorker.ready;
      if (cancelled) return;
      // The first prompt counts from the page's load, later ones from the dismissal.
      const wait = dismissals > 0 ? delay : Math.max(0, delay - (Date.now() - startedAt));
      timer = window.setTimeout(() => setVisible(permissionNow() === 'default'), wait);
    };
    void schedule();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [dismissals]);

  const subscribe = async () => {
    setVisible(false);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return;
      const registration = await navigator.serviceWorker.ready;
      const reference = loadQuery<PushPromptKeyQuery>(
        currentSession().environment,
        keyQuery,
        {},
        { fetchPolicy: 'network-only' },
      );
      const answer = (await reference.source?.toPromise()) as { data?: PushPromptKeyQuery['response'] } | undefined;
      reference.dispose();
      const key = answer?.data?.siteSettings.pushPublicKey;
      if (!key) return;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key),
      });
      const { endpoint, keys } = subscription.toJSON();
      if (!endpoint || !keys?.p256dh || !keys.auth) return;
      await save({
        input: { endpoint, p256dh: keys.p256dh, auth: keys.auth, guestId: hasMemberSession() ? null : guestId() },
      });
    } catch (error) {
      console.warn('Notifications could not be turned on', error);
    }
  };

  if (!visible) return null;
  return (
    <section
      className={styles.prompt}
      role="region"
      aria-label={intl.formatMessage({ id: 'push.label', defaultMessage: 'Notifications' })}
    >
      <p className={styles.text}>
        <FormattedMessage
          id="push.text"
          defaultMessage="Turn on notifications to hear about new events and offers in your city?"
        />
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClasses({ appearance: 'secondary', size: 'medium' })}
          onClick={() => {
            setVisible(false);
            setDismissals((count) => count + 1);
          }}
        >
          <FormattedMessage id="push.later" defaultMessage="Not now" />
        </button>
        <button
          type="button"
          className={buttonClasses({ appearance: 'primary', size: 'medium' })}
          onClick={() => void subscribe()}
        >
          <FormattedMessage id="push.allow" defaultMessage="Turn on" />
        </button>
      </div>
    </section>
  );
}
