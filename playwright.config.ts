import { defineConfig, devices } from '@playwright/test';
import { serverUrl as url } from './tests/e2e/serverList';
import { testBrowserPath as executablePath } from './tests/testBrowser';
// One id per run, inherited by the workers: the QA permutation report gathers this run's rows only (tests/qa).
process.env.QA_RUN ??= String(Date.now());

/** End-to-end journeys on a Pixel 7 against the reference server with a fresh embedded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  // A journey's steps wait 7 s at most each (expect); the whole journey gets 45 s, as three workers share two cores.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  // Every journey makes its own players (tests/e2e/players.ts) and reads the demo accounts only, so any two journeys
  // may run at once; journeys that change lucky-peso's draft run one at a time beside them (the brand-draft project).
  fullyParallel: true,
  // Three at once. A journey mostly waits (page loads, the server, transitions): two workers kept two cores about
  // 60% busy. With production scrypt on the servers, a third had pushed the password journeys past their time-outs;
  // the servers hash with the tests' cost now (TEST_SCRYPT, tests/e2e/serverList.ts).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    // Journeys run as a player who asked for reduced motion: the notice marquee, spinners and page fades otherwise
    // keep a software-composited browser repainting at 60 frames a second, about half of its CPU on two cores
    // (docs/performance.md, "Test suite"). home.spec.ts keeps full motion, so the animated paths stay covered.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  // Workers take tests in this order: the longest chains first (the serial QA configurations, the hydration sweep's
  // long tests), so the short journeys fill the other workers around them instead of making the tail.
  projects: [
    // Pairwise flag permutations walked through the running app (docs/qa.md); writes qa-report/permutations.html.
    // Each configuration is the brand's settings on its server, so one at a time per server: two lanes, each on its
    // own server with half of the configurations (odd and even), so the chain is not the run's tail.
    ...(['qa', 'qa2'] as const).map((server, lane) => ({
      name: server,
      use: { ...devices['Pixel 7'], baseURL: url(server) },
      testDir: 'tests/qa',
      testMatch: /\.spec\.ts$/,
      grep: lane === 0 ? /configuration \d*[13579]$/ : /configuration \d*[02468]$/,
      fullyParallel: false,
      workers: 1,
    })),
    // Every route × brand × language, hydrated (docs/performance.md): its own project, so it can run alone
    // (npx playwright test --project hydration). It only reads, beside the journeys on their server.
    {
      name: 'hydration',
      use: { ...devices['Pixel 7'], baseURL: url('journeys') },
      testMatch: /hydration\.spec\.ts/,
    },
    {
      name: 'pixel7',
      use: { ...devices['Pixel 7'], baseURL: url('journeys') },
      testIgnore: /hydration\.spec\.ts/,
      grepInvert: /@brand-draft/,
    },
    // The operator console (issue 29) on a desktop, against the reference server in production mode with the demo
    // seed (its own server: tests/ops/console.spec.ts says why and what production refuses).
    {
      name: 'ops',
      testDir: 'tests/ops',
      testMatch: /\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: url('ops') },
      grepInvert: /@ops-policy/,
    },
    // Journeys that switch a role's 2FA policy (tests/ops/two-factor.spec.ts): every operator of the role is held
    // back until they enrol, so they run alone, after the other console journeys, on the same server.
    {
      name: 'ops-policy',
      testDir: 'tests/ops',
      testMatch: /\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: url('ops') },
      grep: /@ops-policy/,
      dependencies: ['ops'],
      workers: 1,
    },
    // Journeys that change lucky-peso's draft through the brand studio and look at it through its preview
    // (tests/e2e/brandDraft.ts): the other journeys see the live version, so they run beside them, but a brand has one
    // draft, so one at a time. `--project pixel7` leaves them out.
    {
      name: 'brand-draft',
      use: { ...devices['Pixel 7'], baseURL: url('journeys') },
      testIgnore: /hydration\.spec\.ts/,
      grep: /@brand-draft/,
      workers: 1,
    },
  ],
  // The reference servers (tests/e2e/serverList.ts), started together, each on a fresh database.
  globalSetup: './tests/e2e/servers.ts',
});
