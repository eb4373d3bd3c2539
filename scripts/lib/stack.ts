// Starts the whole product: rest-api (the upstream), then the gateway that serves /graphql and the built client.
import { stackSecrets } from './secrets.ts';
import { startService, type Service } from './processes.ts';

export interface StackOptions {
  /** Public port of the gateway (0 = any free port). */
  port: number;
  restApiPort: number;
  /** Extra environment for both services (DATA_DIR, DATABASE_URL, CLIENT_KEY, ...). */
  env?: NodeJS.ProcessEnv;
  echo?: boolean;
  /** Run the compiled JavaScript (each package's dist/, see server-build.ts) instead of the TypeScript sources. */
  compiled?: boolean;
}

export type StackService = 'rest-api' | 'gateway';

export interface Stack {
  url: string;
  /** The running services (a restart replaces one). */
  readonly restApi: Service;
  readonly gateway: Service;
  /** Starts a service that stopped again, on the port and with the settings it had. */
  restart(name: StackService): Promise<Service>;
  stop(): Promise<void>;
}

export async function startStack({
  port,
  restApiPort,
  env = {},
  echo = true,
  compiled = false,
}: StackOptions): Promise<Stack> {
  // Both servers get the same client key and OAuth secret: the environment's, else ones of the data folder's own.
  const common = { ...env, ...stackSecrets(env) };
  const portOf = (service: Service) => new URL(service.url).port;
  const start = (name: StackService, extra: NodeJS.ProcessEnv) =>
    startService({
      name,
      script: compiled ? `${name}/dist/main.js` : `${name}/src/main.ts`,
      env: { ...common, ...extra },
      echo,
    });
  const services = {} as Record<StackService, Service>;
  services['rest-api'] = await start('rest-api', { PORT: String(restApiPort) });
  const restApiUrl = services['rest-api'].url;
  const gatewayEnv = (gatewayPort: number | string) => ({ PORT: String(gatewayPort), UPSTREAM_URL: restApiUrl });
  try {
    services.gateway = await start('gateway', gatewayEnv(port));
  } catch (error) {
    await services['rest-api'].stop();
    throw error;
  }
  return {
    url: services.gateway.url,
    get restApi() {
      return services['rest-api'];
    },
    get gateway() {
      return services.gateway;
    },
    async restart(name) {
      const again = portOf(services[name]);
      services[name] = await start(name, name === 'gateway' ? gatewayEnv(again) : { PORT: again });
      return services[name];
    },
    async stop() {
      await services.gateway.stop();
      await services['rest-api'].stop();
    },
  };
}
