// The one place that says how a server of the product is started (the cluster, fault tests and `npm run cluster` all
// go through startServer): today TypeScript through tsx (processes.ts); switch `scripts` here when `npm start` runs
// compiled JavaScript.
import { startService, type Service } from './processes.ts';

export type ServerKind = 'rest-api' | 'gateway';

const scripts: Record<ServerKind, string> = {
  'rest-api': 'rest-api/src/main.ts',
  gateway: 'gateway/src/main.ts',
};

/** Starts one server; resolves when it prints its "listening at" line. `name` prefixes its output. */
export function startServer(
  kind: ServerKind,
  env: NodeJS.ProcessEnv,
  options: { name?: string; echo?: boolean; onLine?: (line: string) => void } = {},
): Promise<Service> {
  const { name, echo = false, onLine } = options;
  // Generous: the first start of a REST API on an empty PostgreSQL migrates and seeds it, slow on a busy machine.
  return startService({ name: kind, script: scripts[kind], env, echo, label: name, onLine });
}
