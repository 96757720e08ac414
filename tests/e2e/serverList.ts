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
 * As deployed: no dev tools, so no outbox, no payment simulator, production's password hashing and captcha work
 * (TEST_SCRYPT and TEST_POW are refused there). The demo seed gives the journeys a funded member and the demo
 * operators.
 */
const production = (name: string, at: number) => ({
  port: at,
  env: {
    DIST_DIR: DEVELOPMENT.DIST_DIR,
    HOST: '127.0.0.1',
    PORT: String(at),
    DATA_DIR: `.data/e2e-${name}-${run}`,
    NODE_ENV: 'production',
    // Required in production (server/src/config.ts); a fixed one for the tests' throwaway database.
    OPS_SECRET_KEY: 'e2e0'.repeat(16),
    SEED_DEMO: '1',
    FEED_SECONDS: '0',
    TRUST_PROXY: '1',
    // E-mail goes to the SMTP server a journey starts (tests/ops/password-mail.spec.ts); its links point here.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort(at)),
    MAIL_FROM: 'E2E <no-reply@e2e.example>',
    PUBLIC_URL: `http://127.0.0.1:${at}`,
  },
});

/** The port of the SMTP server the journeys of a production server start (nothing listens there otherwise). */
export const smtpPort = (serverPort: number) => serverPort + 100;

/**
 * Each server and the projects that use it. The journeys and the hydration sweep on E2E_PORT; the QA permutations,
 * which rewrite a brand's settings all along, in two lanes of their own (each lane walks half of the configurations,
 * one at a time); the operator console's journeys on a production server.
 */
export const E2E_SERVERS = {
  journeys: { ...development('journeys', port), projects: ['hydration', 'pixel7', 'brand-draft'] },
  qa: { ...development('qa', port + 1), projects: ['qa'] },
  qa2: { ...development('qa2', port + 2), projects: ['qa2'] },
  ops: { ...production('ops', port + 3), projects: ['ops', 'ops-policy'] },
} satisfies Record<string, { port: number; env: Record<string, string>; projects: string[] }>;

export type E2eServer = keyof typeof E2E_SERVERS;

export const serverUrl = (server: E2eServer) => `http://127.0.0.1:${E2E_SERVERS[server].port}`;

/**
 * The servers the run needs: those of the projects chosen with `--project` (each server seeds a database, which two
 * cores should not do for nothing), or all of them.
 */
export function neededServers(argv = process.argv): E2eServer[] {
  const chosen = argv.flatMap((arg, i) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project' && argv[i + 1]
        ? [argv[i + 1]!]
        : [],
  );
  return (Object.keys(E2E_SERVERS) as E2eServer[]).filter(
    (server) => !chosen.length || E2E_SERVERS[server].projects.some((project) => chosen.includes(project)),
  );
}
