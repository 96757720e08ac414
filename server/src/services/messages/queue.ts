// The message queue: the messages table (db/messagesSchema.ts). enqueue() writes a row in the caller's transaction
// (next to the code it carries); kick() sends it right after the commit; the worker (worker.ts, every few seconds)
// sends whatever is due: retries, and rows a crashed instance left. A row is claimed by one UPDATE over a
// `FOR UPDATE SKIP LOCKED` select, which sets a lease (next_at) instead of holding a transaction open while the
// provider answers: two instances never claim one row, and a row whose sender died is claimed again once its lease
// ends. A failed try waits retryBase × 2^(tries-1); after maxAttempts (or a refusal of the message itself) it is
// failed for good. Text and code are cleared once the row is sent or failed.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, type MessageRow } from '../../db/schema';
import { errSerializer, scrub } from '../../plugins/logRedaction';
import type { Lang } from '../../plugins/brand';
import type { Clock } from '../clock';
import type { Tx } from '../ledger';
import type { MessagesConfig } from './config';
import { SendFailure, type MessageKind, type Senders } from './sender';
import { render, TEMPLATES, type TemplateId } from './templates';

export interface NewMessage {
  brandId: string;
  template: TemplateId;
  lang: Lang;
  to: string;
  vars: Record<string, string>;
  /** The code or token in the text (the dev outbox shows it). */
  code?: string;
  smsCodeId?: number;
}

/** Longer than any sender's timeout: a row is claimed again only when its sender is surely gone. */
const LEASE_MS = 120_000;
const BATCH = 20;

export class MessageQueue {
  private readonly inflight = new Set<Promise<unknown>>();
  readonly maxAttempts: number;
  private readonly retryBaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly senders: Senders,
    readonly config: MessagesConfig,
  ) {
    this.maxAttempts = config.maxAttempts ?? 5;
    this.retryBaseMs = config.retryBaseMs ?? 5_000;
  }

  /** Writes the message's row (queued; failed at once when no sender sends its kind). Returns its id. */
  async enqueue(db: Db | Tx, m: NewMessage): Promise<{ id: number; kind: MessageKind }> {
    const kind = TEMPLATES[m.template].kind;
    const { subject, text } = render(m.template, m.lang, m.vars);
    const now = this.clock();
    const sendable = !!this.senders[kind];
    const [row] = await db
      .insert(messages)
      .values({
        brandId: m.brandId,
        kind,
        template: m.template,
        to: m.to,
        subject,
        body: sendable ? text : null,
        code: sendable ? (m.code ?? null) : null,
        state: sendable ? 'queued' : 'failed',
        nextAt: now,
        lastError: sendable ? null : `no ${kind} sender configured`,
        failedAt: sendable ? null : now,
        smsCodeId: m.smsCodeId ?? null,
        createdAt: now,
      })
      .returning({ id: messages.id });
    return { id: row!.id, kind };
  }

  /**
   * Sends these rows now, after their transaction committed: within the request for an inline sender (the dev
   * outbox), else in the background. Never throws: a row that is not sent now is the worker's.
   */
  async kick(queued: { id: number; kind: MessageKind }[]): Promise<void> {
    if (queued.length === 0) return;
    const ids = queued.map((q) => q.id);
    const run = this.runDue({ ids }).catch((error: unknown) =>
      console.warn('messages: the immediate send failed; the worker will retry:', errSerializer(error)),
    );
    if (queued.every((q) => this.senders[q.kind]?.inline)) return void (await run);
    this.inflight.add(run);
    void run.finally(() => this.inflight.delete(run));
  }

  /** Claims due rows (these ids only, if given) and sends them; returns how many were claimed. */
  async runDue({ ids, limit = BATCH }: { ids?: number[]; limit?: number } = {}): Promise<number> {
    const now = this.clock();
    const due = this.db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          inArray(messages.state, ['queued', 'sending']),
          lte(messages.nextAt, now),
          ids ? inArray(messages.id, ids) : undefined,
        ),
      )
      .orderBy(asc(messages.nextAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(messages)
      .set({ state: 'sending', attempts: sql`${messages.attempts} + 1`, nextAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(messages.id, due))
      .returning();
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  /** The worker's tick: batches until nothing is due (at most 10 batches). */
  async drain(): Promise<number> {
    let total = 0;
    for (let i = 0; i < 10; i++) {
      const n = await this.runDue();
      total += n;
      if (n < BATCH) break;
    }
    return total;
  }

  private async deliver(row: MessageRow): Promise<void> {
    const sender = this.senders[row.kind];
    const now = this.clock();
    if (!sender || row.body === null) return this.give(row, now, `no ${row.kind} sender configured`, null);
    try {
      const { providerId } = await sender.send({
        id: row.id,
        brandId: row.brandId,
        kind: row.kind,
        to: row.to,
        subject: row.subject,
        text: row.body,
        code: row.code,
        createdAt: row.createdAt,
      });
      // A receipt may have come first (delivered): the state moves only from sending.
      await this.db
        .update(messages)
        .set({
          state: sql`CASE WHEN ${messages.state} = 'sending' THEN 'sent' ELSE ${messages.state} END`,
          sentAt: this.clock(),
          provider: sender.name,
          providerId: providerId ?? null,
          body: null,
          code: null,
          lastError: null,
        })
        .where(eq(messages.id, row.id));
    } catch (error) {
      const reason = this.reasonOf(error, row);
      const permanent = error instanceof SendFailure && error.permanent;
      if (permanent || row.attempts >= this.maxAttempts) return this.give(row, this.clock(), reason, sender.name);
      const wait = this.retryBaseMs * 2 ** (row.attempts - 1);
      await this.db
        .update(messages)
        .set({ state: 'queued', nextAt: new Date(this.clock().getTime() + wait), lastError: reason })
        .where(and(eq(messages.id, row.id), eq(messages.state, 'sending')));
    }
  }

  /** Fails the row for good: no more tries, text and code cleared. */
  private async give(row: MessageRow, now: Date, reason: string, provider: string | null) {
    await this.db
      .update(messages)
      .set({ state: 'failed', failedAt: now, lastError: reason, provider, body: null, code: null })
      .where(and(eq(messages.id, row.id), eq(messages.state, 'sending')));
  }

  /** The failure's text for last_error: never the code, the address, a link or a token. */
  private reasonOf(error: unknown, row: MessageRow): string {
    let text = error instanceof SendFailure ? error.message : errSerializer(error).message || 'send failed';
    for (const secret of [row.code, row.to]) if (secret) text = text.split(secret).join('[redacted]');
    return scrub(text.replace(/https?:\/\/\S+/g, '[link]')).slice(0, 300);
  }

  /** Waits for background sends (server close). */
  async close(): Promise<void> {
    await Promise.all([...this.inflight]);
    for (const sender of Object.values(this.senders)) await sender?.close?.();
  }
}
