// The VAPID keys of web push: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else a pair generated on first use and
// kept in app_settings, so subscriptions made by browsers stay valid across restarts.
import { inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const PUBLIC = 'vapid_public_key';
const PRIVATE = 'vapid_private_key';

/** The key pair, read once per process and database. */
const cache = new WeakMap<Db, Promise<VapidKeys>>();

async function storedOrGenerated(db: Db): Promise<VapidKeys> {
  const read = async () => {
    const rows = await db
      .select()
      .from(t.appSettings)
      .where(inArray(t.appSettings.key, [PUBLIC, PRIVATE]));
    const values = new Map(rows.map((row) => [row.key, row.value]));
    const publicKey = values.get(PUBLIC);
    const privateKey = values.get(PRIVATE);
    return publicKey && privateKey ? { publicKey, privateKey } : null;
  };
  const stored = await read();
  if (stored) return stored;
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(t.appSettings)
    .values([
      { key: PUBLIC, value: generated.publicKey },
      { key: PRIVATE, value: generated.privateKey },
    ])
    .onConflictDoNothing();
  // Another instance may have stored its pair first: use whatever the table holds.
  return (await read()) ?? generated;
}

export function vapidKeys(db: Db, config: Pick<Config, 'vapid'>): Promise<VapidKeys> {
  if (config.vapid) return Promise.resolve(config.vapid);
  let keys = cache.get(db);
  if (!keys) {
    keys = storedOrGenerated(db);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
