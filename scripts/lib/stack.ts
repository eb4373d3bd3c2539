// Starts the whole product: rest-api (the upstream), then the gateway that serves /graphql and the built client.
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

export interface Stack {
  url: string;
  restApi: Service;
  gateway: Service;
  stop(): Promise<void>;
}

export async function startStack({
  port,
  restApiPort,
  env = {},
  echo = true,
  compiled = false,
}: StackOptions): Promise<Stack> {
  const main = (name: string) => (compiled ? `${name}/dist/main.js` : `${name}/src/main.ts`);
  const restApi = await startService({
    name: 'rest-api',
    script: main('rest-api'),
    env: { ...env, PORT: String(restApiPort) },
    echo,
  });
  let gateway: Service;
  try {
    gateway = await startService({
      name: 'gateway',
      script: main('gateway'),
      env: { ...env, PORT: String(port), UPSTREAM_URL: restApi.url },
      echo,
    });
  } catch (error) {
    await restApi.stop();
    throw error;
  }
  const stop = async () => {
    await gateway.stop();
    await restApi.stop();
  };
  return { url: gateway.url, restApi, gateway, stop };
}
