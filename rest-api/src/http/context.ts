import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Urls } from './urls.ts';
import type { Mailer } from '../mail/outbox.ts';

/** What every route plugin is given. */
export interface RouteContext {
  db: Db;
  config: Config;
  urls: Urls;
  mailer: Mailer;
}
