/** Only the current member ("me") is persisted, under the key root (docs/members.md#what-the-browser-keeps). */
export const PERSIST_KEY = 'root';

/** What the app remembers about the signed-in member between visits (enough to greet them before data arrives). */
export interface PersistedMe {
  id: string;
  firstName: string;
  fullName: string;
  email: string | null;
  imageUrl: string | null;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parseMe(value: unknown): PersistedMe | null {
  if (!isRecord(value)) return null;
  const { id, firstName, fullName } = value;
  if (typeof id !== 'string' || id === '' || typeof firstName !== 'string' || typeof fullName !== 'string') return null;
  return { id, firstName, fullName, email: optionalString(value.email), imageUrl: optionalString(value.imageUrl) };
}

export function readPersistedMe(storage: KeyValueStorage | null): PersistedMe | null {
  try {
    const raw = storage?.getItem(PERSIST_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    return isRecord(stored) ? parseMe(stored.me) : null;
  } catch {
    return null;
  }
}

/** Writes `{ me }` and nothing else under root; null removes the record (sign out). */
export function writePersistedMe(storage: KeyValueStorage | null, me: PersistedMe | null): boolean {
  try {
    if (!storage) return false;
    if (me == null) storage.removeItem(PERSIST_KEY);
    else storage.setItem(PERSIST_KEY, JSON.stringify({ me }));
    return true;
  } catch {
    return false;
  }
}
