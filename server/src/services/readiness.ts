// Whether this instance should get traffic (/readyz): the database answers within a bound and holds every migration
// of this build. A load balancer polls it; /healthz (process alive) never touches the database.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { migrationsFolder } from '../db/client';
import { rowsOf } from '../db/sql';

/** The newest migration this build ships (drizzle records each applied one's `when` as created_at). */
const newestMigration = (): number => {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
};

export type Readiness = { ready: true } | { ready: false; reason: 'draining' | 'database' | 'migrations' };

/** A database that does not answer within this bound is "not ready" (a hung pool must not hang the probe). */
const PROBE_TIMEOUT_MS = 2000;

export function readinessProbe(db: Db) {
  const expected = newestMigration();
  return async (): Promise<Readiness> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), PROBE_TIMEOUT_MS)),
    );
    try {
      const result = await Promise.race([
        rowsOf<{ newest: string | null }>(
          db,
          sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
        ),
        timeout,
      ]);
      if (result === 'timeout') return { ready: false, reason: 'database' };
      const newest = Number(result[0]?.newest ?? 0);
      return newest >= expected ? { ready: true } : { ready: false, reason: 'migrations' };
    } catch {
      return { ready: false, reason: 'database' };
    } finally {
      clearTimeout(timer);
    }
  };
}
