// Starts one real rest-api for the whole test run and hands its URL to the test files (inject('restApiUrl')).
import type { TestProject } from 'vitest/node';
import { startRestApi } from './restApi.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    restApiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!process.env.TEST_REDIS_URL) console.log('gateway Redis cache suite skipped: TEST_REDIS_URL is not set');
  // Every test file signs in from 127.0.0.1 against this one REST API, and several tests fail sign-ins
  // on purpose: the per-address limit (20 failures in 15 minutes) would lock out the files that run after them. The
  // per-account limit stays as it is; the per-address one is tested in rest-api/test/abuse.test.ts.
  const restApi = await startRestApi({ SIGN_IN_IP_FAILURES: '0' });
  project.provide('restApiUrl', restApi.url);
  return () => restApi.stop();
}
