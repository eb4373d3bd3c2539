// The production topology on one machine without Docker (docs/operations.md#npm-run-cluster): Debian's nginx in front of
// 2 gateways, which reach 2 rest-api instances through a second nginx upstream; one PostgreSQL database and one Redis
// shared by all of them. docker-compose.yml describes the same topology with containers.
import { spawn, type ChildProcess } from 'node:child_process';
import { ensureTool, findTool, installCommand, type DebianTool } from './debianPackage.ts';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Service } from './processes.ts';
import { startServer, type ServerKind } from './servers.ts';
import { randomSecrets } from './secrets.ts';
import { freePort } from './throwaway.ts';

const NGINX: DebianTool = { package: 'nginx', paths: ['/usr/sbin/nginx', '/usr/bin/nginx'] };
export const NGINX_INSTALL = installCommand(NGINX);

export const nginxBin = () => findTool(NGINX);

/** Installs nginx when it is missing and we are root; undefined when it is still missing (the caller says what to run). */
export const ensureNginx = () => ensureTool(NGINX);

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  /** Public port of the load balancer (0: a free one). */
  port?: number;
  /** Extra environment of every server (limits, timeouts, LOG_LEVEL...). */
  env?: NodeJS.ProcessEnv;
  echo?: boolean;
  /** Sees every log line, prefixed by the instance's name (`gateway-1`...). */
  onLine?: (line: string) => void;
}

export interface Instance {
  name: string;
  kind: ServerKind;
  port: number;
  url: string;
  /** Where its /metrics is served (METRICS_PORT, a port of its own). */
  metricsUrl: string;
  service: Service | undefined;
  /** SIGKILL: the instance dies at once, as in a crash. */
  kill(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

export interface Cluster {
  /** The load balancer's URL: what browsers use. */
  url: string;
  /** The gateways' view of the REST API (the second load balancer). */
  restApiUrl: string;
  gateways: Instance[];
  restApis: Instance[];
  stop(): Promise<void>;
}

function nginxConfig(dir: string, port: number, restPort: number, gateways: number[], restApis: number[]): string {
  const servers = (ports: number[]) =>
    ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  return `# Written by scripts/lib/cluster.ts; docker/nginx.conf is the same balancer for docker-compose.yml.
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 8m;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  map $http_x_request_id $dalil_request_id { default $http_x_request_id; '' $request_id; }

  upstream gateways {
${servers(gateways)}
    keepalive 64;
  }
  upstream rest_apis {
${servers(restApis)}
    keepalive 64;
  }

  # The public side: browsers and the app.
  server {
    listen 127.0.0.1:${port};
    location = /metrics { return 404; }
    location / {
      proxy_pass http://gateways;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $dalil_request_id;
      # A gateway that is down is skipped; a request already sent to one is not sent again (writes happen once).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 1h;
    }
  }

  # The gateways' side: the REST API instances.
  server {
    listen 127.0.0.1:${restPort};
    location / {
      proxy_pass http://rest_apis;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

async function startNginx(config: string, dir: string): Promise<ChildProcess> {
  const bin = nginxBin();
  if (!bin) throw new Error(`nginx is not installed: ${NGINX_INSTALL}`);
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(bin, ['-c', file, '-p', dir, '-e', path.join(dir, 'error.log')], { stdio: 'inherit' });
  // nginx prints nothing when it is up: wait for its pid file.
  for (let tries = 0; tries < 100 && !existsSync(path.join(dir, 'nginx.pid')); tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${dir}/error.log`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dalil-cluster-'));
  const port = options.port || (await freePort());
  const restPort = await freePort();
  const restApiUrl = `http://127.0.0.1:${restPort}`;
  const common: NodeJS.ProcessEnv = {
    // Keys of this run's own unless given: every instance has the same.
    ...randomSecrets(),
    ...options.env,
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    PUBLIC_URL: `http://localhost:${port}`,
  };
  const instance = async (kind: ServerKind, index: number, env: NodeJS.ProcessEnv): Promise<Instance> => {
    const name = `${kind}-${index}`;
    const instancePort = await freePort();
    const metricsPort = await freePort();
    const self: Instance = {
      name,
      kind,
      port: instancePort,
      url: `http://127.0.0.1:${instancePort}`,
      metricsUrl: `http://127.0.0.1:${metricsPort}`,
      service: undefined,
      async kill() {
        const child = self.service?.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        });
      },
      async start() {
        self.service = await startServer(
          kind,
          { ...common, ...env, PORT: String(instancePort), METRICS_PORT: String(metricsPort) },
          { name, echo: options.echo, onLine: (line) => options.onLine?.(`[${name}] ${line}`) },
        );
      },
    };
    return self;
  };
  const restApis = [await instance('rest-api', 1, {}), await instance('rest-api', 2, {})];
  const gatewayEnv = { UPSTREAM_URL: restApiUrl, TRUST_PROXY: '1' };
  const gateways = [await instance('gateway', 1, gatewayEnv), await instance('gateway', 2, gatewayEnv)];
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    await Promise.all([...gateways, ...restApis].map((each) => each.service?.stop()));
    if (nginx && nginx.exitCode === null) {
      const running = nginx;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGQUIT');
        setTimeout(() => running.kill('SIGKILL'), 3000).unref();
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The first rest-api migrates and seeds the empty database; the second finds it ready.
    await restApis[0].start();
    await restApis[1].start();
    nginx = await startNginx(
      nginxConfig(
        dir,
        port,
        restPort,
        gateways.map((g) => g.port),
        restApis.map((r) => r.port),
      ),
      dir,
    );
    await Promise.all(gateways.map((gateway) => gateway.start()));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, restApiUrl, gateways, restApis, stop };
}
