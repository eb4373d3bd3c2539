// When the push pre-prompt shows: 15 s after load while permission is not granted, again 30 s after
// it was dismissed, never once the browser has the visitor's answer (granted or denied).

export const FIRST_PROMPT_MS = 15_000;
export const PROMPT_AGAIN_MS = 30_000;

export type Permission = NotificationPermission | 'unsupported';

/** Milliseconds until the pre-prompt shows, or null when it never should. */
export function promptDelay(permission: Permission, dismissedBefore: boolean): number | null {
  if (permission !== 'default') return null;
  return dismissedBefore ? PROMPT_AGAIN_MS : FIRST_PROMPT_MS;
}

/** The application server key (base64url) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}
