// A throw-away PostgreSQL cluster for a benchmark, as scripts/ci-cluster.sh makes one for the fault suite: initdb into
// a temp folder (as the postgres user when run as root), on its own port (default 55432), never the machine's main
// cluster. Debian's PostgreSQL binaries (/usr/lib/postgresql/<version>/bin) must be installed.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PgCluster {
  /** postgres://… of a new database on it. */
  createDatabase: (name: string) => string;
  stop: () => void;
}

const pgBin = () => {
  const versions = readdirSync('/usr/lib/postgresql').sort((x, y) => Number(x) - Number(y));
  if (!versions.length) throw new Error('no PostgreSQL under /usr/lib/postgresql: apt-get install postgresql');
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
};

export function startPgCluster(port = Number(process.env.BENCH_PG_PORT ?? 55432)): PgCluster {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), 'wps-bench-pg-'));
  const root = process.getuid?.() === 0;
  const run = (command: string) =>
    execFileSync(root ? 'su' : 'sh', root ? ['postgres', '-s', '/bin/sh', '-c', command] : ['-c', command], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run(`${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 --no-sync`);
  appendFileSync(
    join(data, 'postgresql.conf'),
    `port = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nmax_connections = 60\n`,
  );
  run(`${bin}/pg_ctl -D ${data} -l ${dir}/postgres.log -w start`);
  writeFileSync(join(dir, 'port'), String(port));
  return {
    createDatabase: (name) => {
      run(`${bin}/psql -h 127.0.0.1 -p ${port} -U postgres -q -c 'CREATE DATABASE ${name}'`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop: () => {
      try {
        run(`${bin}/pg_ctl -D ${data} -m immediate stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
