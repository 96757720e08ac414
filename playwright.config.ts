import { defineConfig, devices } from '@playwright/test';

// Two reference servers: the journeys and the hydration sweep on E2E_PORT, the QA permutations (which rewrite a
// brand's settings all along) on the next port. Playwright starts web servers one after another: each one more is
// a minute or more of seeding before the first test.
const port = Number(process.env.E2E_PORT ?? 5180);
const PORTS = { journeys: port, qa: port + 1, ops: port + 2 } as const;
const url = (server: keyof typeof PORTS) => `http://127.0.0.1:${PORTS[server]}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// One id per run, inherited by the workers: the QA permutation report gathers this run's rows only (tests/qa).
process.env.QA_RUN ??= String(Date.now());

/**
 * The servers the chosen projects need: `--project ops` alone starts only the console's production server (two cores
 * do not seed three databases at once for nothing), and a run without the ops project does not start it.
 */
const chosen = process.argv.flatMap((arg, i, all) =>
  arg.startsWith('--project=') ? [arg.slice(10)] : arg === '--project' && all[i + 1] ? [all[i + 1]!] : [],
);
type WebServer = {
  command: string;
  url: string;
  timeout: number;
  reuseExistingServer: boolean;
  env: Record<string, string>;
};
const needed = (server: keyof typeof PORTS) =>
  !chosen.length ||
  (server === 'ops' ? chosen.some((p) => p.startsWith('ops')) : chosen.some((p) => !p.startsWith('ops')));

/** End-to-end journeys on a Pixel 7 against the reference server with a fresh embedded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Every journey makes its own players (tests/e2e/players.ts) and reads the demo accounts only, so any two journeys
  // may run at once; journeys that switch a brand's settings run alone after them (the brand-settings project).
  fullyParallel: true,
  // Two at once: on 2 cores, a third worker beside two servers hashing with production scrypt pushed the password
  // journeys (16–21 s alone) past their time-outs in the clean-clone run.
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
  // Workers take tests in this order: the longest chains first (the serial QA configurations, the hydration sweep's
  // long tests), so the short journeys fill the other workers around them instead of making the tail.
  projects: [
    // Pairwise flag permutations walked through the running app (docs/qa.md); writes qa-report/permutations.html.
    // Each configuration is the brand's settings on its server: one at a time.
    {
      name: 'qa',
      use: { ...devices['Pixel 7'], baseURL: url('qa') },
      testDir: 'tests/qa',
      testMatch: /\.spec\.ts$/,
      fullyParallel: false,
      workers: 1,
    },
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
      grepInvert: /@brand-settings/,
    },
    // Journeys that switch a brand's settings, which every journey on the server would see: one at a time, once the
    // journeys are done (skipped when one of those failed). `--project pixel7` leaves them out. The hydration sweep
    // may still run: each page it checks carries the settings it was rendered with, whatever they are.
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
    {
      name: 'brand-settings',
      use: { ...devices['Pixel 7'], baseURL: url('journeys') },
      testIgnore: /hydration\.spec\.ts/,
      grep: /@brand-settings/,
      dependencies: ['pixel7'],
      workers: 1,
    },
  ],
  webServer: (['journeys', 'qa'] as const)
    .filter(needed)
    .map((server): WebServer => ({
      command: 'node --import tsx server/src/main.ts',
      url: `${url(server)}/wps/system/status`,
      // Seeding a database takes minutes on a busy two-core machine.
      timeout: 300_000,
      reuseExistingServer: false,
      env: {
        DIST_DIR: process.env.DIST_DIR ?? '',
        PORT: String(PORTS[server]),
        HOST: '127.0.0.1',
        DATA_DIR: `.data/e2e-${server}-${Date.now()}`,
        NODE_ENV: 'development',
        // The journeys read SMS codes, reset links and captcha answers from /__dev/outbox and sign in as the demo
        // accounts: both come only with the dev tools (docs/server.md).
        DEV_TOOLS: '1',
        // The simulated vendor feed would move the demo balances between a journey's before and after.
        FEED_SECONDS: '0',
        // The tests' cheap password hashes (docs/server.md): production's cost, beside two workers' browsers on two
        // cores, made a sign-in take 5 s and more.
        TEST_SCRYPT: '1',
        // The captcha's proof of work at a try or two (services/captchaPow.ts): the journeys pass many captchas.
        TEST_POW: '1',
        // Client addresses from X-Forwarded-For: each journey sends its own (tests/e2e/fixtures.ts), so the per-address
        // rate limits count each journey alone.
        TRUST_PROXY: '1',
      },
    }))
    .concat(
      needed('ops')
        ? [
            {
              command: 'node --import tsx server/src/main.ts',
              url: `${url('ops')}/wps/system/status`,
              timeout: 300_000,
              reuseExistingServer: false,
              env: {
                DIST_DIR: process.env.DIST_DIR ?? '',
                PORT: String(PORTS.ops),
                HOST: '127.0.0.1',
                DATA_DIR: `.data/e2e-ops-${Date.now()}`,
                // As deployed: no dev tools, so no outbox, no payment simulator, production's password hashing and
                // captcha work (TEST_SCRYPT and TEST_POW are refused here). The demo seed gives the journeys a funded
                // member and the demo operators.
                NODE_ENV: 'production',
                SEED_DEMO: '1',
                FEED_SECONDS: '0',
                TRUST_PROXY: '1',
              },
            },
          ]
        : [],
    ),
});
