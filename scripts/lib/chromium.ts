// Finds Debian's Chromium for Playwright, installing it with apt-get when it is missing and we are root.
import { existsSync } from 'node:fs';
import { ensureTool, findTool, installCommand, type DebianTool } from './debianPackage.ts';

const CHROMIUM: DebianTool = {
  package: 'chromium',
  paths: ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'],
};

const configured = () => {
  const path = process.env.CHROMIUM_PATH;
  return path && existsSync(path) ? path : undefined;
};

export const findChromium = (): string | undefined => configured() ?? findTool(CHROMIUM);

export function ensureChromium(): string {
  const found = configured() ?? ensureTool(CHROMIUM);
  if (found) return found;
  throw new Error(
    `Chromium is missing. Install Debian's package as root: sudo sh -c 'apt-get update && ${installCommand(CHROMIUM)}' (or set CHROMIUM_PATH).`,
  );
}
