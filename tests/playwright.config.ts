import { defineConfig, devices } from '@playwright/test';
import {
  APPLE_CLIENT_ID,
  FACEBOOK_APP_ID,
  FACEBOOK_APP_SECRET,
  providersBaseURL,
  providersStandIn,
} from './e2e/support/socialProviders.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // The app's service worker (client/sw/sw.ts, built to /sw.js) would answer navigations and assets itself, out of reach of
    // page.route; the tests that are about it allow it (e2e/info.spec.ts).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      // The whole product on a throwaway in-memory database, seeded at start.
      command: 'node --import tsx ../scripts/start.ts',
      url: `${baseURL}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(port), REST_API_PORT: String(port + 1), DATA_DIR: 'memory://', LOG_LEVEL: 'warn' },
    },
    {
      command: 'node --import tsx e2e/support/fakeProviders.ts',
      url: `${providersStandIn}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_PROVIDERS_PORT: String(port + 4) },
    },
    {
      // The same product with Facebook and Apple sign-in configured, for e2e/social-sign-in.spec.ts only.
      command: 'node --import tsx ../scripts/start.ts',
      url: `${providersBaseURL}/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port + 2),
        REST_API_PORT: String(port + 3),
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        FACEBOOK_APP_ID,
        FACEBOOK_APP_SECRET,
        FACEBOOK_GRAPH_URL: `${providersStandIn}/facebook`,
        FACEBOOK_DIALOG_URL: `${providersStandIn}/facebook/dialog/oauth`,
        APPLE_CLIENT_ID,
        APPLE_KEYS_URL: `${providersStandIn}/apple/auth/keys`,
        APPLE_AUTHORIZE_URL: `${providersStandIn}/apple/auth/authorize`,
      },
    },
  ],
});
