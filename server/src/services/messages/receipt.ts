// The SMS gateway's delivery receipt (POST /wps/messages/receipt). Signed like payment callbacks: lowercase hex
// HMAC-SHA256, keyed with SMS_RECEIPT_SECRET, over `id=<our id>&providerId=<theirs or empty>&status=<…>&timestamp=<ms>`.
// The signature is checked before anything is read or written; the timestamp must be within 15 minutes. A receipt
// moves a row from sending or sent to delivered or failed once: a replay changes nothing (accepted false).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { MessageReceiptBody, MessageReceiptReply } from '@common/generated/api';
import type { AppContext } from '../../context';
import { messages } from '../../db/schema';
import { fail, FAIL } from '../../errors';

export const RECEIPT_WINDOW_MS = 15 * 60 * 1000;

export interface ReceiptFields {
  id: string;
  providerId: string;
  status: string;
  timestamp: string;
}

export const receiptCanonical = (f: ReceiptFields) =>
  `id=${f.id}&providerId=${f.providerId}&status=${f.status}&timestamp=${f.timestamp}`;

export const signReceipt = (f: ReceiptFields, secret: string) =>
  createHmac('sha256', secret).update(receiptCanonical(f)).digest('hex');

function signatureOk(f: ReceiptFields, signature: string, secret: string): boolean {
  const expected = Buffer.from(signReceipt(f, secret));
  const given = Buffer.from(signature.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function handleReceipt(ctx: AppContext, body: MessageReceiptBody): Promise<MessageReceiptReply> {
  const fields: ReceiptFields = {
    id: body.id,
    providerId: body.providerId ?? '',
    status: body.status,
    timestamp: body.timestamp,
  };
  const secret = ctx.messages.config.receiptSecret;
  if (!secret || !signatureOk(fields, body.signature, secret)) throw fail('message.signature.invalid');
  const now = ctx.clock();
  const at = /^[0-9]{1,15}$/.test(body.timestamp) ? Number(body.timestamp) : NaN;
  if (!Number.isFinite(at) || Math.abs(now.getTime() - at) > RECEIPT_WINDOW_MS) throw fail('message.timestamp.invalid');
  if (body.status !== 'delivered' && body.status !== 'failed') throw FAIL.fieldInvalid('status', 'delivered or failed');
  const id = /^[0-9]{1,9}$/.test(body.id) ? Number(body.id) : NaN;
  const [row] = Number.isFinite(id)
    ? await ctx.db
        .select()
        .from(messages)
        .where(and(eq(messages.id, id), eq(messages.kind, 'sms')))
    : [];
  if (!row || (body.providerId && row.providerId && row.providerId !== body.providerId))
    return { accepted: false, state: 'unknown' };
  const delivered = body.status === 'delivered';
  const changed = await ctx.db
    .update(messages)
    .set(
      delivered
        ? { state: 'delivered', deliveredAt: now, body: null, code: null }
        : { state: 'failed', failedAt: now, lastError: 'the gateway reports it undelivered', body: null, code: null },
    )
    .where(and(eq(messages.id, row.id), inArray(messages.state, ['sending', 'sent'])))
    .returning({ state: messages.state });
  return changed.length ? { accepted: true, state: changed[0]!.state } : { accepted: false, state: row.state };
}
