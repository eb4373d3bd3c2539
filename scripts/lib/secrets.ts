// The client key and OAuth client secret that `npm start` (and every stack of scripts/lib/stack.ts) gives both servers,
// so that nothing runs on the development defaults production refuses: the environment's when set; else, for a data
// folder, random ones made on the first start and kept in `secrets.json` beside it (`.data/secrets.json` by default,
// git-ignored, readable by its owner only); for a throwaway database (`DATA_DIR=memory://`), random ones for this run.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './processes.ts';

export interface StackSecrets {
  CLIENT_KEY: string;
  OAUTH_CLIENT_SECRET: string;
}

const NAMES = ['CLIENT_KEY', 'OAUTH_CLIENT_SECRET'] as const;

export const randomSecret = () => randomBytes(24).toString('base64url');

/** Random values of both, for tests and benches that start servers themselves. */
export const randomSecrets = (): StackSecrets => ({ CLIENT_KEY: randomSecret(), OAUTH_CLIENT_SECRET: randomSecret() });

/** Where the secrets of a data folder are kept: beside it (as its uploads folder is), undefined for `memory://`. */
export function secretsFile(env: NodeJS.ProcessEnv): string | undefined {
  const dataDir = env.DATA_DIR || path.join('.data', 'pglite');
  if (dataDir.startsWith('memory://')) return undefined;
  return path.join(path.dirname(path.resolve(repoRoot, dataDir)), 'secrets.json');
}

function kept(file: string): StackSecrets {
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<StackSecrets>;
    if (NAMES.every((name) => typeof stored[name] === 'string' && stored[name])) return stored as StackSecrets;
  }
  const made = randomSecrets();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(made, null, 2) + '\n', { mode: 0o600 });
  return made;
}

export function stackSecrets(env: NodeJS.ProcessEnv): StackSecrets {
  const file = secretsFile(env);
  const own = file ? kept(file) : randomSecrets();
  return {
    CLIENT_KEY: env.CLIENT_KEY || own.CLIENT_KEY,
    OAUTH_CLIENT_SECRET: env.OAUTH_CLIENT_SECRET || own.OAUTH_CLIENT_SECRET,
  };
}
