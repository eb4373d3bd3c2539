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
  const restApi = await startRestApi();
  project.provide('restApiUrl', restApi.url);
  return () => restApi.stop();
}
