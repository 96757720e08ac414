// Where rate-limit counters live. Fixed windows that start at a key's first hit (as they always have): in memory for
// one process (the embedded PGlite), or in PostgreSQL for every instance on it, charged atomically (issue 31).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/sql';

export interface LimitStore {
  /**
   * Charges one hit to each id unless one of them is full (then nothing is charged). Returns undefined when
   * charged, else the end (epoch ms) of the latest full window: the caller's Retry-After.
   */
  take(ids: string[], max: number, windowMs: number, now: number): Promise<number | undefined>;
}

/** Counters of this process only. */
export class MemoryLimitStore implements LimitStore {
  private windows = new Map<string, { end: number; count: number }>();

  async take(ids: string[], max: number, windowMs: number, now: number): Promise<number | undefined> {
    const open = ids.map((id) => {
      let w = this.windows.get(id);
      if (!w || now >= w.end) {
        w = { end: now + windowMs, count: 0 };
        this.windows.set(id, w);
      }
      return w;
    });
    const full = open.filter((w) => w.count >= max);
    if (full.length > 0) return Math.max(...full.map((w) => w.end));
    for (const w of open) w.count += 1;
    if (this.windows.size > 50_000) for (const [id, w] of this.windows) if (now >= w.end) this.windows.delete(id);
    return undefined;
  }
}

/** Sweep ended windows at most this often per instance (a DELETE on the expires_at index). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in PostgreSQL (rate_limit_counters), shared by every instance. One statement charges all ids: it charges
 * nothing when one is already full, and the upsert's WHERE, evaluated on the locked row, never lets a count pass
 * `max`, so concurrent requests on any instances get at most `max` through per window.
 */
export class PgLimitStore implements LimitStore {
  private lastSweep = 0;

  constructor(private readonly db: Db) {}

  async take(ids: string[], max: number, windowMs: number, now: number): Promise<number | undefined> {
    // Sorted and distinct: rows are locked in one order (no deadlock), and an upsert may touch a row only once.
    const keys = [...new Set(ids)].sort();
    // One JSON parameter (drizzle would spread an array into a parameter per element).
    const list = JSON.stringify(keys);
    const charged = await rowsOf<{ key: string }>(
      this.db,
      sql`
      WITH wanted AS (SELECT json_array_elements_text(${list}::json) AS key),
      blocked AS (
        SELECT 1 FROM rate_limit_counters c JOIN wanted USING (key) WHERE c.expires_at > ${now} AND c.count >= ${max}
      )
      INSERT INTO rate_limit_counters AS c (key, expires_at, count)
      SELECT key, ${now + windowMs}, 1 FROM wanted WHERE NOT EXISTS (SELECT 1 FROM blocked) ORDER BY key
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN c.expires_at <= ${now} THEN 1 ELSE c.count + 1 END,
        expires_at = CASE WHEN c.expires_at <= ${now} THEN excluded.expires_at ELSE c.expires_at END
      WHERE c.expires_at <= ${now} OR c.count < ${max}
      RETURNING c.key`,
    );
    await this.sweep(now);
    if (charged.length === keys.length) return undefined;
    // Refused (or, in a race, charged on some ids and not another: the full one still refuses).
    const [full] = await rowsOf<{ until: string | null }>(
      this.db,
      sql`
      SELECT max(expires_at)::text AS until FROM rate_limit_counters
      WHERE key IN (SELECT json_array_elements_text(${list}::json)) AND expires_at > ${now} AND count >= ${max}`,
    );
    return Number(full?.until ?? now + windowMs);
  }

  private async sweep(now: number) {
    if (now - this.lastSweep < SWEEP_EVERY_MS && now >= this.lastSweep) return;
    this.lastSweep = now;
    await this.db.execute(sql`DELETE FROM rate_limit_counters WHERE expires_at <= ${now}`);
  }
}
