import { defineConfig, devices } from '@playwright/test';

// Three reference servers, one per project, so the projects run side by side without sharing demo balances:
// the journeys on E2E_PORT, the hydration sweep on the next port, the QA permutations on the one after.
const port = Number(process.env.E2E_PORT ?? 5180);
const PORTS = { pixel7: port, hydration: port + 1, qa: port + 2 } as const;
const url = (project: keyof typeof PORTS) => `http://127.0.0.1:${PORTS[project]}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// One id per run, inherited by the workers: the QA permutation report gathers this run's rows only (tests/qa).
process.env.QA_RUN ??= String(Date.now());

/** End-to-end journeys on a Pixel 7 against the reference server with a fresh embedded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // One worker per project at most (each project's files share its server's demo accounts); two at once in all.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    {
      name: 'pixel7',
      use: { ...devices['Pixel 7'], baseURL: url('pixel7') },
      testIgnore: /hydration\.spec\.ts/,
      workers: 1,
    },
    // Every route × brand × language, hydrated (docs/performance.md): its own project, so it can run beside the rest
    // (npx playwright test --project hydration).
    {
      name: 'hydration',
      use: { ...devices['Pixel 7'], baseURL: url('hydration') },
      testMatch: /hydration\.spec\.ts/,
      workers: 1,
    },
    // Pairwise flag permutations walked through the running app (docs/qa.md); writes qa-report/permutations.html.
    {
      name: 'qa',
      use: { ...devices['Pixel 7'], baseURL: url('qa') },
      testDir: 'tests/qa',
      testMatch: /\.spec\.ts$/,
      workers: 1,
    },
  ],
  webServer: (Object.keys(PORTS) as (keyof typeof PORTS)[]).map((project) => ({
    command: 'node --import tsx server/src/main.ts',
    url: `${url(project)}/wps/system/status`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      DIST_DIR: process.env.DIST_DIR ?? '',
      PORT: String(PORTS[project]),
      HOST: '127.0.0.1',
      DATA_DIR: `.data/e2e-${project}-${Date.now()}`,
      NODE_ENV: 'development',
      // The journeys read SMS codes, reset links and captcha answers from /__dev/outbox and sign in as the demo
      // accounts: both come only with the dev tools (docs/server.md).
      DEV_TOOLS: '1',
      // The simulated vendor feed would move the demo balances between a journey's before and after.
      FEED_SECONDS: '0',
    },
  })),
});
