import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Kind } from '../db/schema.ts';
import type { Urls } from './urls.ts';
import type { Mailer } from '../mail/outbox.ts';

export interface RouteContext {
  db: Db;
  config: Config;
  urls: Urls;
  mailer: Mailer;
}

export const KINDS: Kind[] = ['event', 'experience'];
/** URL segment of each kind: /api/v1/events/, /api/v1/experiences/ */
export const kindPath = (kind: Kind) => (kind === 'event' ? 'events' : 'experiences');
