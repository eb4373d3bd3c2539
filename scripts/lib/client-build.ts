// Builds the web client when client/dist is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from './processes.ts';

const distIndex = path.join(repoRoot, 'client', 'dist', 'index.html');
const sources = [
  'client/src',
  'client/sw',
  'client/build',
  'client/index.html',
  'client/vite.config.ts',
  'translations',
  // The shared modules the client imports (shared/ also holds the servers' compiled copies, newer than any client build).
  'shared/cities.ts',
  'shared/cookies.ts',
].map((p) => path.join(repoRoot, p));

export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

export function clientBuildIsCurrent(): boolean {
  if (!existsSync(distIndex)) return false;
  const built = statSync(distIndex).mtimeMs;
  return sources.every((source) => newestMtime(source) <= built);
}

export async function ensureClientBuild(): Promise<void> {
  if (clientBuildIsCurrent()) return;
  console.log('Building the web client (client/dist)...');
  const code = await run('npm', ['run', 'build', '-w', 'client']);
  if (code !== 0) throw new Error(`the client build failed (exit code ${code})`);
}
