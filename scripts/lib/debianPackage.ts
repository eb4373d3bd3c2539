// A tool the tests need from Debian's packages: found where it is installed, or installed with apt-get when we are root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface DebianTool {
  /** Debian's package name. */
  package: string;
  /** Where the package puts the program, in order of preference. */
  paths: string[];
}

export const installCommand = (tool: DebianTool) => `apt-get install -y ${tool.package}`;

export const findTool = (tool: DebianTool) => tool.paths.find(existsSync);

/** The program's path, installing the package first when it is missing and we are root; undefined otherwise. */
export function ensureTool(tool: DebianTool): string | undefined {
  const found = findTool(tool);
  if (found || process.getuid?.() !== 0) return found;
  console.log(`${tool.package} is missing; installing Debian's package: ${installCommand(tool)}`);
  // The package lists may be missing or stale on a new machine: update them only when the first try fails.
  const install = `apt-get install -y -q ${tool.package}`;
  spawnSync('sh', ['-c', `${install} || (apt-get update -q && ${install})`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return findTool(tool);
}
