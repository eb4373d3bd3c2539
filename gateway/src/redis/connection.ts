// The gateway's Redis connection (REDIS_URL), shared by its Redis users: the reference cache now, live updates later
// (a subscriber takes `client.duplicate()`, which keeps these settings). Redis is optional: while it is unreachable,
// commands fail at once instead of queueing, callers fall back, one warning is logged per outage and one line when
// Redis is back; the client keeps reconnecting in the background.
import { Redis, type RedisOptions } from 'ioredis';
import type { GatewayConfig } from '../config.ts';
import type { Logger } from '../logger.ts';

export interface RedisSettings {
  url: string;
  /** Prefix of every key and channel the gateway uses (`dalil:`; tests use a unique one). */
  keyPrefix: string;
}

export const redisOptions: RedisOptions = {
  connectTimeout: 1000,
  commandTimeout: 500,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  // Reconnect forever, at most every 2 s, so that the gateway recovers when Redis comes back.
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
};

function reason(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

export class RedisConnection {
  readonly client: Redis;
  readonly keyPrefix: string;
  private unavailable = false;

  constructor(
    settings: RedisSettings,
    private readonly logger: Logger,
  ) {
    this.keyPrefix = settings.keyPrefix;
    this.client = new Redis(settings.url, redisOptions);
    this.client.on('error', (error: unknown) => this.failed(error));
    this.client.on('ready', () => this.recovered());
  }

  /** Runs a command; undefined when Redis is not connected or the command fails (the caller falls back). */
  async run<T>(command: (client: Redis) => Promise<T>): Promise<T | undefined> {
    if (this.client.status !== 'ready') return undefined;
    try {
      const result = await command(this.client);
      this.recovered();
      return result;
    } catch (error) {
      this.failed(error);
      return undefined;
    }
  }

  async close(): Promise<void> {
    this.client.removeAllListeners('ready');
    if (this.client.status === 'ready') {
      try {
        await this.client.quit();
        return;
      } catch {
        // Fall through: drop the socket.
      }
    }
    this.client.disconnect();
  }

  private failed(error: unknown): void {
    if (this.unavailable) return;
    this.unavailable = true;
    // The URL may carry a password: it is never logged.
    this.logger.warn(
      `Redis is unavailable (${reason(error)}): this instance works alone until it is back (reference data from the upstream, live updates of its own writes only)`,
    );
  }

  private recovered(): void {
    if (!this.unavailable) return;
    this.unavailable = false;
    this.logger.info('Redis is available again');
  }
}

/** The gateway's Redis connection, or undefined when REDIS_URL is unset. */
export function connectRedis(
  config: Pick<GatewayConfig, 'redisUrl' | 'redisKeyPrefix'>,
  logger: Logger,
): RedisConnection | undefined {
  return config.redisUrl
    ? new RedisConnection({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix }, logger)
    : undefined;
}
