// Tells every REST API instance on one database that visitors' public answers changed, so that each can drop what it
// keeps in memory (http/publicReads.ts). On PostgreSQL through LISTEN/NOTIFY on a connection of its own; on PGlite,
// where one process owns the database, in-process.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export type ChangeEvent =
  /** public answers changed (a write here or on another instance) */
  | 'changed'
  /** changes from other instances may go unheard from now on (the listening connection is lost) */
  | 'deaf'
  /** changes are heard again (anything may have changed meanwhile) */
  | 'listening';

export interface ChangeFeed {
  /** Says that public answers changed; resolves once the other instances have been told. */
  publish(): Promise<void>;
  /** Calls `listener` on every event, this instance's own changes included; returns the unsubscribe function. */
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  /** Whether a change made by any instance reaches the listeners now. */
  readonly listening: boolean;
  close(): Promise<void>;
}

class Listeners {
  private readonly set = new Set<(event: ChangeEvent) => void>();
  add(listener: (event: ChangeEvent) => void) {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }
  emit(event: ChangeEvent) {
    for (const listener of this.set) listener(event);
  }
}

/** Resolves once the feed hears changes, or after `timeoutMs` (callers then go on without their memory until it does). */
export function whenListening(feed: ChangeFeed, timeoutMs = 5000): Promise<void> {
  if (feed.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = feed.subscribe((event) => {
      if (event === 'listening') done();
    });
  });
}

/** One process owns the database (PGlite): a change is heard by this process only, at once. */
export function inProcessChanges(): ChangeFeed {
  const listeners = new Listeners();
  return {
    publish: async () => listeners.emit('changed'),
    subscribe: (listener) => listeners.add(listener),
    listening: true,
    close: async () => {},
  };
}

export const CHANGES_CHANNEL = 'dalil_public_answers';
const RECONNECT_MS = 1000;
/** How long a write waits for its own notification to come back (then the others have been signalled too). */
const ECHO_WAIT_MS = 250;

/**
 * PostgreSQL: a write sends NOTIFY (through the pool) and waits until its own notification comes back on this
 * instance's listening connection: PostgreSQL signals every listener at the same commit, so by then the other
 * instances have it too, and a read sent through another instance after the write's answer finds their memory
 * emptied. The listening connection opens on the first subscription; while it is down the feed is `deaf` (callers
 * stop trusting their memory) and it reconnects every second.
 */
export function postgresChanges(connectionString: string, pool: pg.Pool): ChangeFeed {
  const listeners = new Listeners();
  const echoes = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  const lost = (reason: string) => {
    if (closed || !client) return;
    const old = client;
    client = undefined;
    old.removeAllListeners();
    old.on('error', () => {});
    void old.end().catch(() => {});
    if (listening) process.emitWarning(`public answers' change feed lost (${reason}); reconnecting`);
    listening = false;
    listeners.emit('deaf');
    for (const resolve of echoes.values()) resolve();
    echoes.clear();
    reconnect = setTimeout(() => {
      reconnect = undefined;
      void open();
    }, RECONNECT_MS);
  };

  const open = async () => {
    if (closed || client) return;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      listeners.emit('changed');
      const echo = message.payload ? echoes.get(message.payload) : undefined;
      if (echo) echo();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (client !== next) return;
      listening = true;
      listeners.emit('listening');
    } catch (error) {
      lost((error as Error).message);
    }
  };

  return {
    async publish() {
      // This instance's memory goes at once, whatever happens to the notification.
      listeners.emit('changed');
      const token = randomUUID();
      const echoed = listening
        ? new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              echoes.delete(token);
              resolve();
            }, ECHO_WAIT_MS);
            echoes.set(token, () => {
              clearTimeout(timer);
              echoes.delete(token);
              resolve();
            });
          })
        : undefined;
      try {
        await pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, token]);
      } catch (error) {
        echoes.get(token)?.();
        process.emitWarning(`public answers' change not sent to the other instances: ${(error as Error).message}`);
        return;
      }
      await echoed;
    },
    subscribe(listener) {
      const unsubscribe = listeners.add(listener);
      if (!client && !reconnect) void open();
      return unsubscribe;
    },
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(reconnect);
      listening = false;
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
