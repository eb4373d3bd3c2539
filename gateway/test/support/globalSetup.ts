// Starts one real rest-api for the whole test run and hands its URL to the test files (inject('restApiUrl')).
import type { TestProject } from 'vitest/node';
import { startRestApi } from './restApi.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    restApiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const restApi = await startRestApi();
  project.provide('restApiUrl', restApi.url);
  return () => restApi.stop();
}
