// The queue's worker: every few seconds, on one instance per tick (services/jobs.ts), it sends what is due.
import type { AppContext } from '../../context';
import { scheduleJob } from '../jobs';

export const MESSAGES_JOB = 'messages';
export const MESSAGES_EVERY_MS = 5_000;

export function startMessageWorker(ctx: AppContext, everyMs = MESSAGES_EVERY_MS): () => Promise<void> {
  return scheduleJob(ctx, MESSAGES_JOB, everyMs, () => ctx.messages.drain());
}
