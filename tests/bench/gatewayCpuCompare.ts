// Compares the gateway's CPU per screen query between source trees on one machine, back to back: one rest-api, one
// gateway per tree (GATEWAY_ROOTS, comma separated repository roots; default this one), rounds alternating between them
// so a shared machine's load falls on each alike; `<root>@NAME=value+NAME=value` adds environment to one gateway. Each answer is checked byte for byte against the first tree's.
// `node --import tsx tests/bench/gatewayCpuCompare.ts`; CPU_PROFILE_DIR=<dir> profiles the gateways (--cpu-prof).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot, startService, stopChild, type Service } from '../../scripts/lib/processes.ts';
import { cpuMs, cpuScreens, postQuery as post, processTimes } from './gatewayCpu.ts';

const roots = (process.env.GATEWAY_ROOTS ?? repoRoot).split(',');
const requests = Number(process.env.CPU_REQUESTS ?? 200);
const rounds = Number(process.env.CPU_ROUNDS ?? 3);
const BLOCK = 25;
const profileDir = process.env.CPU_PROFILE_DIR;
const env = { DATA_DIR: 'memory://', LOG_LEVEL: 'warn', REFERENCE_CACHE_TTL_MS: '0', RESPONSE_CACHE_TTL_MS: '0' };

/** System CPU alone (the kernel's share: sockets, memory). */
const systemMs = (pid: number) => processTimes(pid).system;

function startGateway(variant: string, upstream: string, index: number): Promise<Service> {
  const [root, extra = ''] = variant.split('@');
  const variantEnv = Object.fromEntries(
    extra
      .split('+')
      .filter(Boolean)
      .map((pair) => pair.split(/=(.*)/s, 2)),
  );
  const profile = profileDir ? [`--cpu-prof`, `--cpu-prof-dir=${path.resolve(profileDir, String(index))}`] : [];
  const nodeArgs = process.env.CPU_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...profile, ...nodeArgs, '--import', 'tsx', path.join(root, 'gateway/src/main.ts')],
    {
      cwd: root,
      env: { ...process.env, ...env, ...variantEnv, PORT: '0', UPSTREAM_URL: upstream },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (process.env.CPU_ECHO) console.log(`[gateway ${index}] ${line}`);
      const match = /^gateway listening at (\S+)$/.exec(line.trim());
      if (match) resolve({ name: `gateway ${index}`, url: match[1], child, stop: () => stopChild(child, 20_000) });
    });
    child.once('exit', (code) => reject(new Error(`gateway ${root} exited (${code})`)));
  });
}

async function main() {
  const restApi = await startService({ name: 'rest-api', script: 'rest-api/src/main.ts', env, echo: false });
  const gateways: Service[] = [];
  try {
    for (const [index, root] of roots.entries()) gateways.push(await startGateway(root, restApi.url, index));
    const only = process.env.CPU_SCREENS?.split(',');
    const screens = (await cpuScreens(gateways[0].url)).filter(({ screen }) => !only || only.includes(screen));
    const figures: Record<string, number[]>[] = roots.map(() => ({}));
    for (const { screen, body } of screens) {
      const answers = await Promise.all(gateways.map((gateway) => post(gateway.url, body)));
      answers.forEach((answer, index) => {
        if (answer !== answers[0]) console.log(`!! ${screen}: gateway ${index}'s answer differs from gateway 0's`);
      });
      console.log(`${screen}: answer ${answers[0].length} bytes`);
      for (const gateway of gateways) for (let i = 0; i < 30; i++) await post(gateway.url, body);
    }
    // Short blocks taking turns: a change of the machine's load in the middle of a round falls on every gateway.
    for (let round = 0; round < rounds; round++)
      for (const { screen, body } of screens) {
        const spent = gateways.map(() => 0);
        const system = gateways.map((gateway) => -systemMs(gateway.child.pid!));
        for (let block = 0; block < requests / BLOCK; block++)
          for (const [index, gateway] of gateways.entries()) {
            const before = cpuMs(gateway.child.pid!);
            for (let i = 0; i < BLOCK; i++) await post(gateway.url, body);
            spent[index] += cpuMs(gateway.child.pid!) - before;
          }
        spent.forEach((ms, index) => (figures[index][screen] ??= []).push(ms / requests));
        gateways.forEach((gateway, index) =>
          (figures[index][`${screen} (system)`] ??= []).push((system[index] + systemMs(gateway.child.pid!)) / requests),
        );
      }
    if (process.env.CPU_SNAPSHOT_WAIT_MS) {
      // With CPU_NODE_ARGS='--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=<dir>': what the requests left in memory.
      for (const gateway of gateways) gateway.child.kill('SIGUSR2');
      await new Promise((resolve) => setTimeout(resolve, Number(process.env.CPU_SNAPSHOT_WAIT_MS)));
    }
    console.table(
      roots.map((root, index) => ({
        root,
        ...Object.fromEntries(
          Object.entries(figures[index]).map(([screen, runs]) => [
            screen,
            `${runs.map((ms) => ms.toFixed(2)).join(' / ')} (mean ${(runs.reduce((a, b) => a + b) / runs.length).toFixed(2)})`,
          ]),
        ),
      })),
    );
  } finally {
    for (const gateway of gateways) await gateway.stop();
    await restApi.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
