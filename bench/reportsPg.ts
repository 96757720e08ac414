// PostgreSQL for bench/reports.ts: the same handle as server/src/db/client.ts, on a pool whose statements can be
// captured (text, parameters, time), so the bench can EXPLAIN ANALYZE the slowest statement of a slow report.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, type Db, type DbHandle } from '../server/src/db/client';
import * as schema from '../server/src/db/schema';

export interface Captured {
  text: string;
  values: unknown[];
  ms: number;
}

export function openCapturingPg(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/bench/i.test(name))
    throw new Error(`BENCH_DATABASE_URL: the database is dropped; its name must contain "bench" (${name})`);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const state = { capturing: false, capture: [] as Captured[] };
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = async (...args: unknown[]) => {
    const t = performance.now();
    const result = await original(...args);
    if (state.capturing) {
      const first = args[0] as string | { text: string; values?: unknown[] };
      const text = typeof first === 'string' ? first : first.text;
      const values = ((typeof first === 'string' ? undefined : first.values) ?? args[1]) as unknown[] | undefined;
      state.capture.push({ text, values: values ?? [], ms: performance.now() - t });
    }
    return result;
  };
  const db = drizzle(pool, { schema }) as unknown as Db;
  const handle: DbHandle = {
    db,
    kind: 'postgres',
    migrate: () => migrate(drizzle(pool), { migrationsFolder }),
    dropAll: async () => {
      await db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
      await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
      await db.execute(sql`CREATE SCHEMA public`);
    },
    close: () => pool.end(),
  };
  const explain = async (c: Captured) => {
    const r = await original(`EXPLAIN (ANALYZE, BUFFERS) ${c.text}`, c.values);
    return (r as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
  };
  return {
    handle,
    explain,
    get capturing() {
      return state.capturing;
    },
    set capturing(on: boolean) {
      state.capturing = on;
    },
    capture: state.capture,
  };
}
