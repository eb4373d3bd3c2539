// Builds rest-api and the gateway (tsc to each package's dist/, mirroring src/) when dist/main.js is missing or older
// than their sources: `npm start` runs the compiled JavaScript, `npm run dev` the TypeScript.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './client-build.ts';
import { repoRoot, run } from './processes.ts';

export const SERVER_PACKAGES = ['rest-api', 'gateway'] as const;

export function serverBuildIsCurrent(name: (typeof SERVER_PACKAGES)[number]): boolean {
  const main = path.join(repoRoot, name, 'dist', 'main.js');
  if (!existsSync(main)) return false;
  const built = statSync(main).mtimeMs;
  // observability/ and shared/ serve both servers and are compiled in place (their tsconfig.json), referenced by theirs.
  const sources = ['src', 'tsconfig.build.json'].map((source) => path.join(repoRoot, name, source));
  const shared = ['tracing.ts', 'metricsEndpoint.ts'].map((file) => path.join(repoRoot, 'observability', file));
  return [...sources, ...shared, path.join(repoRoot, 'shared')].every((source) => newestMtime(source) <= built);
}

export async function ensureServerBuild(): Promise<void> {
  for (const name of SERVER_PACKAGES) {
    if (serverBuildIsCurrent(name)) continue;
    console.log(`Building ${name} (${name}/dist)...`);
    const code = await run('npm', ['run', 'build', '-w', name]);
    if (code !== 0) throw new Error(`the ${name} build failed (exit code ${code})`);
  }
}
