// Floating popup visibility (docs/info.md#floating-popups): a popup shows when no record is stored for its page_url plus id, or the
// record's expiry has passed; closing stores a record expiring one day later and marks that a popup was shown, and
// only the first visible popup shows per session. Storage that is blocked or full keeps all of it in memory.

/** How long a closed popup stays hidden: one day. */
export const POPUP_HIDDEN_MS = 24 * 60 * 60 * 1000;

const RECORDS_KEY = 'dalil.popups';
const SHOWN_KEY = 'dalil.popupShown';

type Records = Record<string, number>;

interface Stores {
  local: Pick<Storage, 'getItem' | 'setItem'> | null;
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
}

const memory: { records: Records; shown: boolean } = { records: {}, shown: false };

function browserStores(): Stores {
  const get = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return typeof window === 'undefined' ? null : window[name];
    } catch {
      return null;
    }
  };
  return { local: get('localStorage'), session: get('sessionStorage') };
}

export const recordKey = (guest: string, pageUrl: string, id: number) => `${guest}|${pageUrl}|${id}`;

function readRecords(stores: Stores): Records {
  try {
    const parsed: unknown = JSON.parse(stores.local?.getItem(RECORDS_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return { ...memory.records, ...(parsed as Records) };
  } catch {
    // unreadable: what memory holds
  }
  return { ...memory.records };
}

/** Whether a popup may show: no unexpired record for it. */
export function isPopupVisible(guest: string, pageUrl: string, id: number, now: number, stores = browserStores()) {
  const expiry = readRecords(stores)[recordKey(guest, pageUrl, id)];
  return typeof expiry !== 'number' || expiry <= now;
}

/** Whether a popup was already shown in this session (only the first visible one shows). */
export function popupShownThisSession(stores = browserStores()): boolean {
  if (memory.shown) return true;
  try {
    return stores.session?.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Marks that a popup is showing in this session. */
export function markPopupShown(stores = browserStores()): void {
  memory.shown = true;
  try {
    stores.session?.setItem(SHOWN_KEY, '1');
  } catch {
    // blocked or full: memory keeps it
  }
}

/** Closing: the popup stays hidden for a day; expired records are dropped. */
export function closePopup(guest: string, pageUrl: string, id: number, now: number, stores = browserStores()): void {
  const records = Object.fromEntries(Object.entries(readRecords(stores)).filter(([, expiry]) => expiry > now));
  records[recordKey(guest, pageUrl, id)] = now + POPUP_HIDDEN_MS;
  memory.records = records;
  markPopupShown(stores);
  try {
    stores.local?.setItem(RECORDS_KEY, JSON.stringify(records));
  } catch (error) {
    console.warn('Could not store the closed popup (kept for this page only)', error);
  }
}

/** For tests: forget what memory holds. */
export function resetPopupMemory(): void {
  memory.records = {};
  memory.shown = false;
}
