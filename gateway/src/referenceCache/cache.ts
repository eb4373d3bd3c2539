// The cross-request cache of public reference data (cities, categories, audiences). The upstream returns both
// languages in every answer, so a key is the upstream URL alone. Implementations: memory.ts (one process) and
// redis.ts (shared by every gateway instance); create.ts picks one from the configuration.

export interface ReferenceCache {
  /** The cached value of `key`, else what `load` resolves to (kept for the configured lifetime). Failures are never kept. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets what this instance holds in its own memory and releases its resources. */
  close(): Promise<void>;
}
