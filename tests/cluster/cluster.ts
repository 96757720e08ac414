// What the cluster suite shares: the two instances' addresses, the settings both run with, HTTP calls as a client
// behind the one proxy hop (its address in X-Forwarded-For), and the suite's own PostgreSQL (scripts/ci-cluster.sh).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';

export const INSTANCES = {
  a: { port: 5601, url: 'http://127.0.0.1:5601' },
  b: { port: 5602, url: 'http://127.0.0.1:5602' },
} as const;
export type InstanceName = keyof typeof INSTANCES;

/** Fixed keys for a throw-away database; every instance of a deployment shares its OPS_SECRET_KEY and PAY_SECRET. */
export const OPS_SECRET_KEY = 'c1a5'.repeat(16);
export const PAY_SECRET = 'cluster-suite-pay-secret';
export const BRAND = 'lucky-peso';

export function databaseUrl(): string {
  const url = process.env.CLUSTER_DATABASE_URL;
  if (!url)
    throw new Error(
      'CLUSTER_DATABASE_URL is not set: run the suite with `bash scripts/ci-cluster.sh` (its own PostgreSQL)',
    );
  return url;
}

export interface Reply<T = unknown> {
  status: number;
  retryAfter: string | null;
  body: { success?: boolean; code?: string; value?: T } & Record<string, unknown>;
  text: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  /** The client's address, sent as the proxy would (X-Forwarded-For). */
  ip?: string;
  token?: string;
  signal?: AbortSignal;
}

/** One request to an instance; a reply that is not JSON keeps its text. Network failures throw (fetch's). */
export async function call<T = unknown>(on: InstanceName, path: string, o: CallOptions = {}): Promise<Reply<T>> {
  const res = await fetch(`${INSTANCES[on].url}${path}`, {
    method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(o.ip ? { 'x-forwarded-for': o.ip } : {}),
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...o.headers,
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
    signal: o.signal ?? AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let body: Reply<T>['body'] = {};
  try {
    body = JSON.parse(text) as Reply<T>['body'];
  } catch {
    // not JSON
  }
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body, text };
}

/** A client address of its own for a check (so the per-address limits count it alone). */
export const newIp = () => {
  const b = randomUUID().replace(/-/g, '');
  return `10.${parseInt(b.slice(0, 2), 16)}.${parseInt(b.slice(2, 4), 16)}.${parseInt(b.slice(4, 6), 16)}`;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `read` gives true or `ms` pass; whether it did. */
export async function eventually(ms: number, read: () => Promise<boolean>, every = 100): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if (await read()) return true;
    } catch {
      // not yet
    }
    if (Date.now() > until) return false;
    await sleep(every);
  }
}

/** pg_ctl on the suite's own cluster (never the machine's main one), as the postgres user when run as root. */
export function pgCtl(args: string): Promise<void> {
  const ctl = process.env.CLUSTER_PG_CTL;
  if (!ctl) throw new Error('CLUSTER_PG_CTL is not set: run the suite with `bash scripts/ci-cluster.sh`');
  const command = `${ctl} ${args}`;
  const as = process.env.CLUSTER_PG_AS;
  const child = as
    ? spawn('su', [as, '-s', '/bin/sh', '-c', command], { stdio: 'inherit' })
    : spawn('sh', ['-c', command], { stdio: 'inherit' });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args} exited with ${code}`)))),
  );
}
