// Which Docker Compose this machine has, if any: the `docker compose` plugin, else the standalone `docker-compose`.
import { spawnSync } from 'node:child_process';

const works = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

export function composeCommand(): string[] | undefined {
  if (works('docker', ['compose', 'version'])) return ['docker', 'compose'];
  if (works('docker-compose', ['version'])) return ['docker-compose'];
  return undefined;
}
