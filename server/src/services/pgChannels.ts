// PostgreSQL LISTEN/NOTIFY for the word instances send each other (docs/deploy.md, "Many instances"): a brand's live
// version changed (brands/liveChannel.ts), a brand's console content changed (contentEvents.ts). One dedicated
// connection per instance listens on every channel a part of it asked for; it reconnects, and then tells each
// listener, since notifications sent while it was away are lost. PGlite (one instance): its own listen().
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/client';
import type { Tx } from './ledger';

const RECONNECT_MS = 1000;

export interface ChannelListener {
  /** A notification's payload (sent by this or another instance). */
  onMessage: (payload: string) => void;
  /** The connection came back: anything may have happened meanwhile. */
  onReconnect?: () => void;
}

/** Sends a notification; in a transaction it leaves when (and only if) the transaction commits. */
export async function notify(tx: Tx | Db, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

export class PgChannels {
  private readonly listeners = new Map<string, Set<ChannelListener>>();
  private client: pg.Client | undefined;
  /** The channels the current connection LISTENs on. */
  private listened = new Set<string>();
  private connecting: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  private get pool(): pg.Pool | undefined {
    const client = (this.db as unknown as { $client: unknown }).$client;
    return client instanceof pg.Pool ? client : undefined;
  }

  /** Listens on a channel until the returned function is called; the connection closes with the last listener. */
  async listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>> {
    const pool = this.pool;
    if (!pool) {
      const lite = (this.db as unknown as { $client: PGlite }).$client;
      const unlisten = await lite.listen(channel, listener.onMessage);
      return async () => {
        if (!lite.closed) await unlisten();
      };
    }
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    try {
      if (!this.client) await (this.connecting ??= this.connect(pool, false));
      const client = this.client as pg.Client | undefined;
      if (client && !this.listened.has(channel)) {
        this.listened.add(channel);
        await client.query(`LISTEN ${quoted(channel)}`);
      }
    } catch (error) {
      this.remove(channel, listener);
      throw error;
    }
    return async () => {
      this.remove(channel, listener);
      if (this.listeners.size > 0) return;
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      const client = this.client;
      this.client = undefined;
      await client?.end().catch(() => undefined);
    };
  }

  private remove(channel: string, listener: ChannelListener) {
    const set = this.listeners.get(channel);
    set?.delete(listener);
    if (set?.size === 0) this.listeners.delete(channel);
  }

  private async connect(pool: pg.Pool, again: boolean): Promise<void> {
    const client = new pg.Client(pool.options);
    client.on('notification', (n) => {
      for (const l of this.listeners.get(n.channel) ?? []) l.onMessage(n.payload ?? '');
    });
    client.on('error', (error) => {
      console.warn('the LISTEN connection was lost:', error.message);
      void client.end().catch(() => undefined);
      if (this.client === client) this.retry(pool);
    });
    const listened = new Set<string>();
    try {
      await client.connect();
      for (const channel of [...this.listeners.keys()]) {
        listened.add(channel);
        await client.query(`LISTEN ${quoted(channel)}`);
      }
    } catch (error) {
      void client.end().catch(() => undefined);
      this.connecting = undefined;
      if (!again) throw error;
      this.retry(pool);
      return;
    }
    this.connecting = undefined;
    // Every listener left while it connected.
    if (this.listeners.size === 0) return void (await client.end());
    this.client = client;
    this.listened = listened;
    if (again) for (const set of this.listeners.values()) for (const l of set) l.onReconnect?.();
  }

  private retry(pool: pg.Pool) {
    this.client = undefined;
    if (this.timer || this.listeners.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      // A listen() meanwhile may have connected already.
      if (this.listeners.size > 0 && !this.client) void (this.connecting ??= this.connect(pool, true));
    }, RECONNECT_MS);
  }
}
