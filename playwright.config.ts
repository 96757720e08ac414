import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5180);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// One id per run, inherited by the workers: the QA permutation report gathers this run's rows only (tests/qa).
process.env.QA_RUN ??= String(Date.now());

/** End-to-end journeys on a Pixel 7 against the reference server with a fresh embedded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'pixel7', use: { ...devices['Pixel 7'] }, testIgnore: /hydration\.spec\.ts/ },
    // Every route × brand × language, hydrated (docs/performance.md): its own project, so it can run beside the rest
    // (npx playwright test --project hydration, or --workers 2).
    { name: 'hydration', use: { ...devices['Pixel 7'] }, testMatch: /hydration\.spec\.ts/ },
    // Pairwise flag permutations walked through the running app (docs/qa.md); writes qa-report/permutations.html.
    { name: 'qa', use: { ...devices['Pixel 7'] }, testDir: 'tests/qa', testMatch: /\.spec\.ts$/ },
  ],
  webServer: {
    command: 'node --import tsx server/src/main.ts',
    url: `http://127.0.0.1:${port}/wps/system/status`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      DIST_DIR: process.env.DIST_DIR ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `.data/e2e-${Date.now()}`,
      NODE_ENV: 'development',
      // The journeys read SMS codes, reset links and captcha answers from /__dev/outbox and sign in as the demo
      // accounts: both come only with the dev tools (docs/server.md).
      DEV_TOOLS: '1',
      // The simulated vendor feed would move the demo balances between a journey's before and after.
      FEED_SECONDS: '0',
    },
  },
});
