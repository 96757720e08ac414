// Playwright's globalSetup: starts the reference servers the chosen projects use, all at the same time, each on a fresh
// embedded database. Playwright's own `webServer` starts them one after another, and each is 15–30 s of migrating and
// seeding on a busy two-core machine. Each server's output goes to test-results/servers/<name>.log; the end of it is
// printed when a server does not come up.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { E2E_SERVERS, neededServers, serverUrl, type E2eServer } from './serverList';

const LOGS = 'test-results/servers';
/** Seeding a database takes minutes on a busy two-core machine. */
const READY_WITHIN_MS = 300_000;

function start(name: E2eServer): { child: ChildProcess; log: string } {
  mkdirSync(LOGS, { recursive: true });
  const log = `${LOGS}/${name}.log`;
  const out = openSync(log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, ...E2E_SERVERS[name].env },
    stdio: ['ignore', out, out],
  });
  return { child, log };
}

async function ready(name: E2eServer, child: ChildProcess, log: string): Promise<void> {
  const until = Date.now() + READY_WITHIN_MS;
  const url = `${serverUrl(name)}/wps/system/status`;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    const ok = await fetch(url).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const tail = readFileSync(log, 'utf8').split('\n').slice(-40).join('\n');
  throw new Error(
    `the ${name} server (${url}) ${child.exitCode === null ? 'did not answer in time' : `exited with ${child.exitCode}`}:\n${tail}`,
  );
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await gone;
  clearTimeout(timer);
}

export default async function startServers(): Promise<() => Promise<void>> {
  const servers = neededServers().map((name) => ({ name, ...start(name) }));
  const stopAll = () => Promise.all(servers.map(({ child }) => stop(child))).then(() => undefined);
  try {
    await Promise.all(servers.map(({ name, child, log }) => ready(name, child, log)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
