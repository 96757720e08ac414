// The reference servers the end-to-end projects run against (started together by tests/e2e/servers.ts).

const port = Number(process.env.E2E_PORT ?? 5180);
/** A data folder per run, shared by the config and the workers that import this file. */
const run = (process.env.E2E_RUN ??= String(Date.now()));

/** What every server of the journeys runs with; each server adds its port and data folder. */
const DEVELOPMENT = {
  DIST_DIR: process.env.DIST_DIR ?? '',
  HOST: '127.0.0.1',
  NODE_ENV: 'development',
  // The journeys read SMS codes, reset links and captcha answers from /__dev/outbox and sign in as the demo
  // accounts: both come only with the dev tools (docs/server.md).
  DEV_TOOLS: '1',
  // The simulated vendor feed would move the demo balances between a journey's before and after.
  FEED_SECONDS: '0',
  // The tests' cheap password hashes (docs/server.md): production's cost, beside the workers' browsers on two
  // cores, made a sign-in take 5 s and more.
  TEST_SCRYPT: '1',
  // The captcha's proof of work at a try or two (services/captchaPow.ts): the journeys pass many captchas.
  TEST_POW: '1',
  // Client addresses from X-Forwarded-For: each journey sends its own (tests/e2e/fixtures.ts), so the per-address
  // rate limits count each journey alone.
  TRUST_PROXY: '1',
};

const development = (name: string, at: number) => ({
  port: at,
  env: { ...DEVELOPMENT, PORT: String(at), DATA_DIR: `.data/e2e-${name}-${run}` },
});

/**
 * The journeys and the hydration sweep on E2E_PORT; the QA permutations, which rewrite a brand's settings all along,
 * in two lanes of their own on the next ports (each lane walks half of the configurations, one at a time).
 */
export const E2E_SERVERS = {
  journeys: development('journeys', port),
  qa: development('qa', port + 1),
  qa2: development('qa2', port + 2),
} satisfies Record<string, { port: number; env: Record<string, string> }>;

export type E2eServer = keyof typeof E2E_SERVERS;

export const serverUrl = (server: E2eServer) => `http://127.0.0.1:${E2E_SERVERS[server].port}`;
