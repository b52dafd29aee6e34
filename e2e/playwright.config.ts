import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// One fresh data folder per run (workers inherit the variable, so they agree on it).
process.env.E2E_DATA_DIR ??= path.join(import.meta.dirname, '.artifacts', `data-${Date.now()}`);

/**
 * Sign-in with LinkedIn runs against a real OpenID Connect identity server playing LinkedIn
 * (apps/server/src/test/linkedin-provider.ts), started before the app; the app is configured for it.
 */
const LINKEDIN_PORT = Number(process.env.E2E_LINKEDIN_PORT ?? PORT + 1000);
/**
 * A second app of its own (fresh data) whose mentoring requests expire after about a minute and a
 * half, for request-expiry.spec.ts: on the shared server other journeys' requests would expire.
 */
const EXPIRY_PORT = Number(process.env.E2E_EXPIRY_PORT ?? PORT + 2);
process.env.E2E_EXPIRY_URL = `http://127.0.0.1:${EXPIRY_PORT}`;
const APP_URL = `http://127.0.0.1:${PORT}`;
const TEST_LINKEDIN = {
  issuer: `http://127.0.0.1:${LINKEDIN_PORT}`,
  clientId: 'keh-e2e',
  clientSecret: 'keh-e2e-linkedin-secret',
};

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // Whole journeys (sign-up, profile with uploads and PDFs) take a while on a 2-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs the demo admin in once; journeys make their own staff accounts from it (support/staff.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, dependencies: ['setup'] },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, hasTouch: true },
      grep: /@mobile/,
      dependencies: ['setup'],
    },
  ],
  webServer: [
    {
      command: 'node --import tsx apps/server/src/test/linkedin-provider-main.ts',
      cwd: '..',
      url: `${TEST_LINKEDIN.issuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        TEST_LINKEDIN_PORT: String(LINKEDIN_PORT),
        TEST_LINKEDIN_CLIENT_ID: TEST_LINKEDIN.clientId,
        TEST_LINKEDIN_CLIENT_SECRET: TEST_LINKEDIN.clientSecret,
        TEST_LINKEDIN_REDIRECT_URI: `${APP_URL}/linkedin`,
      },
    },
    {
      command: 'node scripts/start.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        // The browser's origin: LinkedIn sends it back to APP_URL/linkedin, with the attempt's cookie.
        APP_URL,
        LINKEDIN_CLIENT_ID: TEST_LINKEDIN.clientId,
        LINKEDIN_CLIENT_SECRET: TEST_LINKEDIN.clientSecret,
        LINKEDIN_ISSUER: TEST_LINKEDIN.issuer,
        // Deleting an account erases it within a minute (account-deletion.spec.ts follows it through).
        ACCOUNT_DELETION_GRACE_DAYS: '0',
      },
    },
    {
      command: 'node scripts/start.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${EXPIRY_PORT}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(EXPIRY_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `${process.env.E2E_DATA_DIR}-expiry`,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        APP_URL: process.env.E2E_EXPIRY_URL,
        // 0.001 days: 86 seconds.
        REQUEST_EXPIRY_DAYS: '0.001',
      },
    },
  ],
});
