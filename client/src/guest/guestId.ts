// The guest's id: made on the first visit and kept in localStorage. It names the guest's push subscription
// and popup records, and goes with the guest's contact messages. Storage that is blocked or full keeps it for the
// page's life only.
const GUEST_KEY = 'dalil.guestId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let memory: string | null = null;

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = Array.from({ length: 16 }, () => Math.floor(Math.random() * 256));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The guest id of this browser, made and stored on first use. */
export function guestId(storage: Storage | null = localStore()): string {
  try {
    const stored = storage?.getItem(GUEST_KEY);
    if (stored && UUID.test(stored)) return stored;
  } catch {
    // blocked storage: the id lives in memory
  }
  memory ??= newId();
  try {
    storage?.setItem(GUEST_KEY, memory);
  } catch {
    // full storage: the same
  }
  return memory;
}
