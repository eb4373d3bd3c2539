// Which Docker Compose this machine has: the `docker compose` plugin, else the standalone `docker-compose` (Debian's
// package, installed when missing and we are root). `config` validates the file without a Docker engine.
import { spawnSync } from 'node:child_process';
import { ensureTool, installCommand, type DebianTool } from './debianPackage.ts';

const works = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

const STANDALONE: DebianTool = {
  package: 'docker-compose',
  paths: ['/usr/bin/docker-compose', '/usr/local/bin/docker-compose'],
};
export const COMPOSE_INSTALL = installCommand(STANDALONE);

export function composeCommand(): string[] | undefined {
  if (works('docker', ['compose', 'version'])) return ['docker', 'compose'];
  const standalone = ensureTool(STANDALONE);
  return standalone && works(standalone, ['version']) ? [standalone] : undefined;
}
