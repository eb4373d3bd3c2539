// Finds Debian's Chromium for Playwright, installing it with apt-get when it is missing and we are root.
import { existsSync } from 'node:fs';
import { run } from './processes.ts';

const candidates = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const installCommand = 'apt-get update && apt-get install -y chromium';

export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  return candidates.find((candidate) => existsSync(candidate));
}

export async function ensureChromium(): Promise<string> {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing. Install Debian's package as root: sudo sh -c '${installCommand}' (or set CHROMIUM_PATH).`,
    );
  }
  console.log(`Chromium is missing; installing Debian's chromium package: ${installCommand}`);
  const code = await run('sh', ['-c', `${installCommand.replace('install -y', 'install -y -q')}`], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChromium();
  if (code !== 0 || !installed)
    throw new Error(`installing Chromium failed (exit code ${code}); run: ${installCommand}`);
  return installed;
}
